import { normalizeGradient, VideoQueriesSchema } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { generatePlaylist } from './generate-playlist';
import { generateVideoQueries, type VideoQueriesInput } from './generate-video-queries';
import { generateTheme } from './generate-theme';

function vibe(prompt: string): VideoQueriesInput {
  const { songs, name } = generatePlaylist({ prompt, count: 12 });
  return { prompt, playlistName: name, songs, image: null };
}

const GROUPS = ['musicQueries', 'ambientQueries', 'generalQueries', 'shortsQueries'] as const;

describe('generateVideoQueries', () => {
  it('answers four groups of 2 to 4 distinct searches and a valid gradient', () => {
    for (const prompt of ['rainy cozy sunday with coffee', 'gym hype', '', 'jazz dinner', 'ok']) {
      const answer = generateVideoQueries(vibe(prompt));
      expect(VideoQueriesSchema.parse(answer)).toEqual(answer);
      for (const group of GROUPS) {
        expect(answer[group].length, `${prompt} ${group}`).toBeGreaterThanOrEqual(2);
        expect(answer[group].length, `${prompt} ${group}`).toBeLessThanOrEqual(4);
        for (const query of answer[group]) {
          expect(query.trim(), prompt).toBe(query);
          // Short search text; a song keeps its whole title however long (spec 7: q ≤ 200).
          if (group !== 'musicQueries')
            expect(query.split(/\s+/).length, query).toBeLessThanOrEqual(8);
          expect(query.length, query).toBeLessThanOrEqual(200);
        }
      }
      const all = GROUPS.flatMap((group) => answer[group]);
      expect(new Set(all.map((q) => q.toLowerCase())).size, prompt).toBe(all.length);
      expect(answer.shortsQueries.every((q) => q.endsWith('#shorts'))).toBe(true);
      expect(normalizeGradient(answer.gradient)).toBe(answer.gradient);
    }
  });

  it('names the artists of the playlist in the music searches', () => {
    const input = {
      prompt: 'mellow evening',
      playlistName: 'Mellow Evening',
      songs: [
        { title: "Don't Know Why", artist: 'Norah Jones' },
        { title: 'Holocene', artist: 'Bon Iver' },
        { title: 'Come Away With Me', artist: 'Norah Jones' },
        { title: 'Pink Moon', artist: 'Nick Drake' },
        { title: 'Harvest Moon', artist: 'Neil Young' },
      ],
      image: null,
    };
    const { musicQueries } = generateVideoQueries(input);
    expect(musicQueries[0]).toBe("Norah Jones Don't Know Why official video");
    const artists = input.songs.map((song) => song.artist);
    for (const query of musicQueries) {
      expect(
        artists.some((artist) => query.includes(artist)),
        query,
      ).toBe(true);
    }
  });

  it('still names the one artist of a single-artist playlist, and someone for an empty one', () => {
    const single = generateVideoQueries({
      prompt: '',
      playlistName: 'Norah Jones Radio',
      songs: [
        { title: "Don't Know Why", artist: 'Norah Jones' },
        { title: 'Sunrise', artist: 'Norah Jones' },
      ],
      image: null,
    });
    expect(single.musicQueries.length).toBeGreaterThanOrEqual(2);
    expect(single.musicQueries.every((query) => query.startsWith('Norah Jones'))).toBe(true);
    const empty = generateVideoQueries({
      prompt: 'beach',
      playlistName: '',
      songs: [],
      image: null,
    });
    expect(empty.musicQueries.length).toBeGreaterThanOrEqual(2);
  });

  it('searches scenes that match the mood', () => {
    const rainy = generateVideoQueries(vibe('rainy cozy sunday with coffee'));
    expect(rainy.ambientQueries.join(' ')).toMatch(/rain/);
    const gym = generateVideoQueries(vibe('gym workout hype'));
    expect([...gym.ambientQueries, ...gym.shortsQueries].join(' ')).toMatch(/workout|gym/);
  });

  it('uses the theme gradient of the prompt', () => {
    const input = vibe('late night drive through the city');
    expect(generateVideoQueries(input).gradient).toBe(
      generateTheme({ prompt: input.prompt }).gradient,
    );
  });

  it('is deterministic for the same input', () => {
    const input = vibe('summer road trip');
    expect(generateVideoQueries(input)).toEqual(generateVideoQueries(structuredClone(input)));
  });
});
