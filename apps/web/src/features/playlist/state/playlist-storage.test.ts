// What a reload finds of the page (AMENDMENTS A5: no AI call, no video search): the playlist,
// and what surrounded it, for the same person and the same playlist only.
import type { Track } from '@moodtape/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSuggestions, makeVideo } from '../../../test/around';
import {
  type StoredAround,
  loadAround,
  loadPlaylist,
  saveAround,
  savePlaylist,
} from './playlist-storage';
import { type PlaylistState, initialPlaylistState } from './playlist-reducer';

const track = (title: string): Track => ({
  title,
  artist: 'Artist',
  spotifyUri: `spotify:track:${title}`,
  previewUrl: null,
  albumArt: null,
  found: true,
});

const playlist = (titles: string[], vibeId: string | null = null): PlaylistState => ({
  ...initialPlaylistState,
  status: 'ready',
  name: 'Slow Sunday',
  prompt: 'rainy sunday',
  rows: titles.map((title, i) => ({ key: `0-${i}`, title, artist: 'Artist', track: track(title) })),
  vibeId,
});

const around = (videos = 3): StoredAround => ({
  queries: { music: ['m1', 'm2'], ambient: ['a1'], general: [], shorts: ['s1'] },
  gradient: 'linear-gradient(90deg, #000 0%, #fff 100%)',
  sections: {
    music: { videos: Array.from({ length: videos }, (_, i) => makeVideo(`v${i}`)), page: 2 },
  },
  suggestions: makeSuggestions(),
});

describe('what a reload finds', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what surrounded the same person’s same playlist', () => {
    savePlaylist('ava', playlist(['One', 'Two']));
    saveAround('ava', playlist(['One', 'Two']), around());
    const stored = loadPlaylist('ava');
    expect(stored).not.toBeNull();
    expect(loadAround('ava', stored!)).toEqual(around());
    expect(loadAround('kai', stored!)).toBeNull();
  });

  it('ignores it for another playlist, a saved vibe, or when too big or invalid', () => {
    saveAround('ava', playlist(['One', 'Two']), around());
    savePlaylist('ava', playlist(['One', 'Three']));
    expect(loadAround('ava', loadPlaylist('ava')!)).toBeNull();

    savePlaylist('ava', playlist(['One']));
    saveAround('ava', playlist(['One']), around());
    saveAround('ava', playlist(['One'], 'vibe-1'), around());
    expect(loadAround('ava', loadPlaylist('ava')!)).toBeNull();

    saveAround('ava', playlist(['One']), {
      ...around(),
      sections: {
        music: { videos: [makeVideo('x', { description: 'x'.repeat(600_000) })], page: 1 },
      },
    });
    expect(loadAround('ava', loadPlaylist('ava')!)).toBeNull();

    localStorage.setItem('current_playlist_around', '{"userId":"ava"');
    expect(loadAround('ava', loadPlaylist('ava')!)).toBeNull();
  });
});
