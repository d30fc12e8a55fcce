import { describe, expect, it } from 'vitest';
import { keys, maxPerArtist, mean } from './playlist-stats.test-support';
import { extendPlaylist } from './extend-playlist';
import { generatePlaylist } from './generate-playlist';

describe('extendPlaylist', () => {
  const calm = generatePlaylist({ prompt: 'calm acoustic evening' }).songs;

  it('adds ten new songs that sound like the list', () => {
    const { songs } = extendPlaylist({ currentSongs: calm });
    expect(songs).toHaveLength(10);
    expect(mean(songs, 'energy')).toBeLessThan(0.45);
    expect(Math.abs(mean(songs, 'energy') - mean(calm, 'energy'))).toBeLessThan(0.15);
  });

  it('never repeats a song, even written differently', () => {
    const written = calm.map((song) => ({
      title: song.title.toUpperCase(),
      artist: ` ${song.artist.toLowerCase()} `,
    }));
    const { songs } = extendPlaylist({ currentSongs: written, count: 30 });
    const existing = new Set(keys(calm));
    expect(keys(songs).filter((key) => existing.has(key))).toEqual([]);
    expect(new Set(keys(songs)).size).toBe(songs.length);
    expect(maxPerArtist(songs)).toBeLessThanOrEqual(2);
  });

  it('follows a prompt given with the list', () => {
    const plain = extendPlaylist({ currentSongs: calm }).songs;
    const steered = extendPlaylist({
      currentSongs: calm,
      prompt: 'more upbeat and energetic',
    }).songs;
    expect(mean(steered, 'energy')).toBeGreaterThan(mean(plain, 'energy'));
  });

  it('still answers for songs the catalog does not know', () => {
    const { songs } = extendPlaylist({
      currentSongs: [{ title: 'Summer Rain In The Garden', artist: 'Unknown Garage Band' }],
      count: 5,
    });
    expect(songs).toHaveLength(5);
  });

  it('is deterministic', () => {
    expect(extendPlaylist({ currentSongs: calm })).toEqual(extendPlaylist({ currentSongs: calm }));
  });
});
