// The signed-in page's work area: the prompt form, the playlist it makes, and the videos and
// suggestions around it (spec 2), all driven by the generation flow. A loaded vibe shows its
// card above the playlist and its prompt in the form (spec 4 Vibe).
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@moodtape/core';
import { PromptForm } from '../features/generate/components/prompt-form';
import {
  type PendingPrompt,
  clearPendingPrompt,
  readPendingPrompt,
} from '../features/generate/lib/pending-prompt';
import { TrackPlayButton, TrackProgress } from '../features/player/components/track-play-controls';
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
  const pending = usePendingPrompt((request) => void flow.generate(request.prompt, request.photo));
  const name = user.display_name?.split(' ')[0] ?? user.moodtape_username;
  // Only a load fills the form; saving the playlist as a vibe leaves the person's words alone.
  const preset =
    vibe && vibeLoads > 0
      ? { key: vibeLoads, prompt: vibe.prompt, imageUrl: vibe.image_url }
      : pending && { key: 0, prompt: pending.prompt, imageUrl: null, photo: pending.photo };
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
        renderTrackControls={(index) => ({
          play: <TrackPlayButton index={index} />,
          progress: <TrackProgress index={index} />,
        })}
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

// What the person asked for before signing in (guest-page.tsx): it fills the form and is
// generated at once, as the Generate press that led to sign-in meant; taken only once.
function usePendingPrompt(generate: (request: PendingPrompt) => void): PendingPrompt | null {
  const [pending] = useState(readPendingPrompt);
  const started = useRef(false);
  useEffect(() => {
    if (!pending || started.current) return;
    started.current = true;
    clearPendingPrompt();
    generate(pending);
  }, [pending, generate]);
  return pending;
}

// The card of the vibe the page shows, for a signed-in person (spec 2 Vibe card).
export function LoadedVibeCard() {
  const vibe = usePage((state) => state.vibe);
  const vibeOpens = usePage((state) => state.vibeOpens);
  const vibes = useVibeOnPage();
  const dispatch = usePageDispatch();
  const card = useRef<HTMLElement>(null);
  useBringIntoView(card, vibeOpens);
  useAgreeingSaveCount(vibe, vibes.changed);
  if (!vibe) return null;
  return (
    <VibeCard
      ref={card}
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

// An opened vibe (carousel, Discover) brings the reader to its card, with focus on its name:
// the dialog or button that opened it is gone or far above.
function useBringIntoView(card: RefObject<HTMLElement | null>, opens: number) {
  useEffect(() => {
    if (opens === 0 || !card.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    // After the commit, when a dialog that opened the vibe has closed and the page is no
    // longer inert.
    const frame = requestAnimationFrame(() => {
      card.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
      card.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [card, opens]);
}
