// The signed-in page's work area: the prompt form, the playlist it makes, and the videos and
// suggestions around it (spec 2). One set of playlist actions serves both, so a new
// generation cancels whatever is still running. A loaded vibe shows its card above the
// playlist and its prompt in the form (spec 4 Vibe).
import type { UserProfile } from '@moodtape/core';
import { PromptForm } from '../features/generate/components/prompt-form';
import { TrackPlayControls } from '../features/player/components/track-play-controls';
import { PlaylistResult } from '../features/playlist/components/playlist-result';
import { usePlaylistActions } from '../features/playlist/hooks/use-playlist-actions';
import { usePlaylist } from '../features/playlist/state/playlist-context';
import { SuggestionSections } from '../features/suggestions/components/suggestion-sections';
import { VideoSections } from '../features/videos/components/video-sections';
import { VibeCard } from '../features/vibes/components/vibe-card';
import { useLoadedVibe } from '../features/vibes/state/loaded-vibe-context';
import { useCommunity } from './community';
import styles from './generator.module.css';

export function Generator({ user }: { user: UserProfile }) {
  const { state } = usePlaylist();
  const { generate, extend, requestSong } = usePlaylistActions();
  const { vibe, loadKey } = useLoadedVibe();
  const { showComments } = useCommunity();
  const name = user.display_name?.split(' ')[0] ?? user.moodtape_username;
  // Only a load fills the form; saving the playlist as a vibe leaves the person's words alone.
  const preset =
    vibe && loadKey > 0 ? { key: loadKey, prompt: vibe.prompt, imageUrl: vibe.image_url } : null;
  return (
    <>
      <div className={styles.intro}>
        <p className={styles.kicker}>Hi, {name}</p>
        <h2 className={styles.headline}>What are you in the mood for?</h2>
      </div>
      <PromptForm
        busy={state.status === 'generating'}
        preset={preset}
        onGenerate={(prompt, photo) => void generate(prompt, photo)}
      />
      {vibe && <VibeCard vibe={vibe} onShowComments={() => showComments(vibe)} />}
      <PlaylistResult
        onExtend={() => void extend()}
        onRequestSong={(t) => void requestSong(t)}
        renderTrackControls={(index) => <TrackPlayControls index={index} />}
      />
      <VideoSections />
      <SuggestionSections />
    </>
  );
}
