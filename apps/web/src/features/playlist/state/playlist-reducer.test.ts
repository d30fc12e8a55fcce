import type { Track } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { foundCount, initialPlaylistState, playlistReducer } from './playlist-reducer';
import type { PlaylistAction, PlaylistState } from './playlist-reducer';

const track = (title: string, found = true): Track => ({
  title,
  artist: 'Artist',
  spotifyUri: found ? `spotify:track:${title}` : null,
  previewUrl: null,
  albumArt: null,
  found,
});

function run(actions: PlaylistAction[], state: PlaylistState = initialPlaylistState) {
  return actions.reduce(playlistReducer, state);
}

const song = (base: number, index: number, title: string): PlaylistAction => ({
  type: 'event',
  generation: 1,
  base,
  event: { type: 'song', index, title, artist: 'Artist' },
});
const found = (base: number, index: number, title: string, isFound = true): PlaylistAction => ({
  type: 'event',
  generation: 1,
  base,
  event: { type: 'track', index, track: track(title, isFound) },
});

describe('playlist state', () => {
  it('shows songs at once and fills them in as tracks arrive, in any order', () => {
    const state = run([
      { type: 'generation-started', prompt: 'calm' },
      song(0, 0, 'A'),
      song(0, 1, 'B'),
      found(0, 1, 'B'),
    ]);
    expect(state.rows.map((r) => [r.title, r.track?.found ?? 'pending'])).toEqual([
      ['A', 'pending'],
      ['B', true],
    ]);
    expect(foundCount(state.rows)).toBe(1);
  });

  it('gives added songs their own rows even after a removal', () => {
    let state = run([
      { type: 'generation-started', prompt: 'calm' },
      song(0, 0, 'A'),
      song(0, 1, 'B'),
      found(0, 0, 'A'),
      found(0, 1, 'B'),
    ]);
    state = playlistReducer(state, { type: 'row-removed', key: state.rows[0]!.key });
    const base = state.added;
    state = run([song(base, 0, 'C'), found(base, 0, 'C')], state);
    expect(state.rows.map((r) => r.track?.title)).toEqual(['B', 'C']);
  });

  it('ignores events of an older generation and starts each generation empty', () => {
    let state = run([{ type: 'generation-started', prompt: 'calm' }, song(0, 0, 'A')]);
    state = run([{ type: 'generation-started', prompt: 'loud' }], state);
    state = run([song(0, 0, 'Late')], state);
    expect(state.rows).toEqual([]);
    expect(state.generation).toBe(2);
  });

  it('marks songs whose lookup never finished as not found when the stream ends', () => {
    const state = run([
      { type: 'generation-started', prompt: 'calm' },
      song(0, 0, 'A'),
      { type: 'finished', generation: 1 },
    ]);
    expect(state.rows[0]?.track?.found).toBe(false);
    expect(state.status).toBe('ready');
  });
});

describe('a loaded vibe (spec 4 Vibe and Generation)', () => {
  const loaded: PlaylistAction = {
    type: 'vibe-loaded',
    vibeId: 'vibe-1',
    name: 'Night Drive',
    prompt: 'neon rain',
    imageUrl: '/api/images/abc',
    tracks: [track('A'), track('B', false)],
  };

  it('replaces the rows with the vibe, as a new generation that supersedes a running one', () => {
    const before = run([{ type: 'generation-started', prompt: 'calm' }, song(0, 0, 'Old')]);
    const state = run([loaded, song(0, 1, 'Late')], before);
    expect(state).toMatchObject({
      status: 'ready',
      generation: 2,
      name: 'Night Drive',
      prompt: 'neon rain',
      imageUrl: '/api/images/abc',
      vibeId: 'vibe-1',
      added: 2,
      restored: false,
    });
    expect(state.rows.map((r) => [r.key, r.track?.title])).toEqual([
      ['2-0', 'A'],
      ['2-1', 'B'],
    ]);
  });

  it('is dropped by the next generation but kept by additions and removals', () => {
    let state = run([loaded]);
    state = playlistReducer(state, { type: 'row-removed', key: state.rows[0]!.key });
    state = playlistReducer(state, { type: 'adding-started', kind: 'extend' });
    expect(state.vibeId).toBe('vibe-1');
    state = playlistReducer(state, { type: 'generation-started', prompt: 'loud' });
    expect(state.vibeId).toBeNull();
    expect(state.generation).toBe(2);
  });

  it('links and unlinks a saved vibe without touching the rows', () => {
    const before = run([{ type: 'generation-started', prompt: 'calm' }, song(0, 0, 'A')]);
    const linked = playlistReducer(before, { type: 'vibe-linked', vibeId: 'vibe-9' });
    expect(linked.vibeId).toBe('vibe-9');
    expect(linked.rows).toBe(before.rows);
    expect(linked.generation).toBe(before.generation);
    expect(playlistReducer(linked, { type: 'vibe-linked', vibeId: null }).vibeId).toBeNull();
  });

  it('takes the new name of the vibe it shows, and only of that vibe', () => {
    const before = run([{ type: 'generation-started', prompt: 'calm' }, song(0, 0, 'A')]);
    const linked = playlistReducer(before, { type: 'vibe-linked', vibeId: 'vibe-9' });
    const renamed = playlistReducer(linked, {
      type: 'vibe-renamed',
      vibeId: 'vibe-9',
      name: 'New',
    });
    expect(renamed.name).toBe('New');
    expect(renamed.rows).toBe(linked.rows);
    const other = playlistReducer(linked, { type: 'vibe-renamed', vibeId: 'vibe-1', name: 'No' });
    expect(other.name).toBe(linked.name);
  });

  it('comes back with a restored playlist', () => {
    const state = run([
      {
        type: 'restored',
        name: 'N',
        prompt: 'p',
        imageUrl: null,
        tracks: [track('A')],
        vibeId: 'v',
      },
    ]);
    expect(state.vibeId).toBe('v');
  });
});
