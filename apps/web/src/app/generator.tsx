// The signed-in page's work area: the prompt form, the playlist it makes, and the videos and
// suggestions around it (spec 2), all driven by the generation flow. A loaded vibe shows its
// card above the playlist and its prompt in the form (spec 4 Vibe).
import { Suspense } from 'react';
import type { UserProfile } from '@moodtape/core';
import { PromptForm } from '../features/generate/components/prompt-form';
import { TrackPlayControls } from '../features/player/components/track-play-controls';
import { PlaylistResult } from '../features/playlist/components/playlist-result';
import { VibeCard } from '../features/vibes/components/vibe-card';
import { useAgreeingSaveCount } from '../features/vibes/hooks/use-agreeing-save-count';
import { GeneratorIntro } from './generator-intro';
import { lazyPart, usePreloadWhenIdle } from './lazy-part';
import { useFlow, usePage, usePageDispatch, useVibeOnPage } from './page';

const aroundTheMusic = lazyPart(() => import('./around-the-music'));

export function Generator({ user }: { user: UserProfile }) {
  const flow = useFlow();
  const dispatch = usePageDispatch();
  const playlist = usePage((state) => state.playlist);
  const videos = usePage((state) => state.videos);
  const suggestions = usePage((state) => state.suggestions);
  const vibe = usePage((state) => state.vibe);
  const vibeLoads = usePage((state) => state.vibeLoads);
  usePreloadWhenIdle(aroundTheMusic.preload);
  const name = user.display_name?.split(' ')[0] ?? user.moodtape_username;
  // Only a load fills the form; saving the playlist as a vibe leaves the person's words alone.
  const preset =
    vibe && vibeLoads > 0
      ? { key: vibeLoads, prompt: vibe.prompt, imageUrl: vibe.image_url }
      : null;
  return (
    <>
      <GeneratorIntro name={name} />
      <PromptForm
        busy={playlist.status === 'generating'}
        preset={preset}
        onGenerate={flow.generate}
      />
      <LoadedVibeCard />
      <PlaylistResult
        state={playlist}
        onRemove={(key) => dispatch({ type: 'playlist', action: { type: 'row-removed', key } })}
        onExtend={() => void flow.extend()}
        onRequestSong={flow.requestSong}
        renderTrackControls={(index) => <TrackPlayControls index={index} />}
      />
      <Suspense fallback={null}>
        <aroundTheMusic.Component
          videos={videos}
          suggestions={suggestions}
          onDiscoverMore={flow.discoverMore}
          onSetQueries={flow.setQueries}
        />
      </Suspense>
    </>
  );
}

// The card of the vibe the page shows, for a signed-in person (spec 2 Vibe card).
export function LoadedVibeCard() {
  const vibe = usePage((state) => state.vibe);
  const vibes = useVibeOnPage();
  const dispatch = usePageDispatch();
  useAgreeingSaveCount(vibe, vibes.changed);
  if (!vibe) return null;
  return (
    <VibeCard
      vibe={vibe}
      onShowComments={() =>
        dispatch({ type: 'comments', target: { id: vibe.id, name: vibe.name } })
      }
      onSaveCopy={(original) => void vibes.saveCopy(original)}
      saving={vibes.saving}
      onChanged={vibes.changed}
      onDeleted={(vibeId) => {
        vibes.deleted(vibeId);
        // The card goes with its Delete button: the keyboard moves on to the playlist it was
        // about (kept on the page), or to the prompt, not to the page's body.
        (
          document.getElementById('playlist-title') ?? document.getElementById('mood-prompt')
        )?.focus();
      }}
    />
  );
}
