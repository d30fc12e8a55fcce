import { ACTIVITY_ICON_HINTS, SuggestionsSchema } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { CREATORS } from '../around/index';
import { MOVIES, TV_SHOWS } from '../screen/index';
import { generatePlaylist } from './generate-playlist';
import { suggestAroundMusic, type AroundMusicInput } from './suggest-around-music';
import { generateTheme } from './generate-theme';

function vibe(prompt: string): AroundMusicInput {
  const { songs, name } = generatePlaylist({ prompt, count: 12 });
  return { prompt, playlistName: name, songs, image: null };
}

const titles = (list: ReadonlyArray<{ title: string }>) => list.map((item) => item.title);

describe('suggestAroundMusic', () => {
  it('answers 6 movies, 6 shows, 8 activities and 4 creators from the curated lists', () => {
    for (const prompt of ['rainy cozy sunday', 'gym hype', '', 'sad breakup', 'christmas eve']) {
      const answer = suggestAroundMusic(vibe(prompt));
      expect(SuggestionsSchema.parse(answer)).toEqual(answer);
      expect(answer.movies).toHaveLength(6);
      expect(answer.tvShows).toHaveLength(6);
      expect(answer.activities).toHaveLength(8);
      expect(answer.creators).toHaveLength(4);
      for (const movie of answer.movies) {
        expect(typeof movie.year).toBe('number');
        expect(movie.imageUrl).toBeNull();
        expect(MOVIES.some((m) => m.title === movie.title && m.year === movie.year)).toBe(true);
      }
      for (const show of answer.tvShows) {
        expect(TV_SHOWS.some((s) => s.title === show.title && s.year === show.year)).toBe(true);
      }
      const hints = answer.activities.map((activity) => activity.iconHint);
      expect(new Set(hints).size).toBe(8);
      for (const hint of hints) expect(ACTIVITY_ICON_HINTS).toContain(hint);
      for (const creator of answer.creators) {
        const curated = CREATORS.find((c) => c.name === creator.name);
        expect(creator.imageUrl).toBeNull();
        expect(creator.channelUrl).toBe(curated?.channelUrl);
        expect(creator.spotifyUri).toBe(curated?.spotifyUri);
      }
      expect(new Set(titles(answer.movies)).size).toBe(6);
    }
  });

  it('suggests different things for a rainy, cozy mood and a gym, hype one', () => {
    const cozy = suggestAroundMusic(vibe('rainy cozy afternoon with tea'));
    const hype = suggestAroundMusic(vibe('gym hype workout beast mode'));
    const shared = titles(cozy.movies).filter((title) => titles(hype.movies).includes(title));
    expect(shared).toEqual([]);
    expect(titles(cozy.tvShows)).not.toEqual(titles(hype.tvShows));
    expect(cozy.activities.map((a) => a.iconHint)).toContain('reading');
    expect(hype.activities.map((a) => a.iconHint)).toContain('sports');
    expect(generateTheme({ prompt: 'rainy cozy afternoon with tea' }).gradient).not.toBe(
      generateTheme({ prompt: 'gym hype workout beast mode' }).gradient,
    );
  });

  it('finds matching moods in the lists', () => {
    const christmas = suggestAroundMusic(vibe('christmas eve by the fireplace'));
    const festive = MOVIES.filter((m) => m.tags.includes('christmas')).map((m) => m.title);
    expect(titles(christmas.movies).some((title) => festive.includes(title))).toBe(true);
    const eighties = suggestAroundMusic(vibe('80s'));
    const years = eighties.movies.map((movie) => Number(movie.year));
    expect(years.filter((year) => year >= 1980 && year < 1990).length).toBeGreaterThanOrEqual(3);
  });

  it('reads the mood from the songs when there is no prompt', () => {
    const calm = generatePlaylist({ prompt: 'calm acoustic sleep', count: 12 }).songs;
    const party = generatePlaylist({ prompt: 'club party dance', count: 12 }).songs;
    const fromCalm = suggestAroundMusic({ prompt: '', playlistName: '', songs: calm, image: null });
    const fromParty = suggestAroundMusic({
      prompt: '',
      playlistName: '',
      songs: party,
      image: null,
    });
    expect(titles(fromCalm.movies)).not.toEqual(titles(fromParty.movies));
  });

  it('is deterministic, and varies a little between close prompts', () => {
    const input = vibe('rainy night in the city');
    expect(suggestAroundMusic(input)).toEqual(suggestAroundMusic(structuredClone(input)));
    const a = suggestAroundMusic({ ...input, prompt: 'rainy night in the city' });
    const b = suggestAroundMusic({ ...input, prompt: 'rainy night in a city' });
    expect(SuggestionsSchema.parse(b)).toEqual(b);
    expect(
      titles(a.movies).filter((t) => titles(b.movies).includes(t)).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
