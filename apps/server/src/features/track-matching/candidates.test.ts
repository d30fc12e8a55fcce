import { describe, expect, it } from 'vitest';
import type { SearchTrack } from '../../integrations/spotify/schemas';
import { bestCandidate } from './candidates';

function track(id: string, name: string, artists: string[]): SearchTrack {
  return {
    id,
    name,
    uri: `spotify:track:${id}`,
    artists: artists.map((artist) => ({ name: artist })),
    album: { images: [] },
  };
}

describe('best candidate (AMENDMENTS A4)', () => {
  const wanted = { title: 'Here Comes the Sun', artist: 'The Beatles' };

  it('prefers the song itself over a karaoke take listed first', () => {
    const best = bestCandidate(
      [
        track('k', 'Here Comes the Sun - Karaoke Version', ['The Beatles Karaoke Band']),
        track('c', 'Here Comes the Sun', ['Nina Simone']),
        track('o', 'Here Comes The Sun - Remastered 2009', ['The Beatles']),
      ],
      wanted,
    );
    expect(best?.id).toBe('o');
  });

  it('prefers the original recording to a remaster or a "feat." version', () => {
    const best = bestCandidate(
      [
        track('r', 'Mas Que Nada - Remastered 2005', ['Sérgio Mendes']),
        track('f', 'Mas Que Nada (feat. June Avery)', ['Sérgio Mendes', 'June Avery']),
        track('o', 'Mas Que Nada', ['Sérgio Mendes']),
      ],
      { title: 'Mas Que Nada', artist: 'Sergio Mendes' },
    );
    expect(best?.id).toBe('o');
  });

  it('accepts the artist among several credits and without "The"', () => {
    const best = bestCandidate(
      [track('f', 'Get Lucky (feat. Pharrell Williams)', ['Daft Punk', 'Pharrell Williams'])],
      { title: 'Get Lucky', artist: 'Pharrell Williams' },
    );
    expect(best?.id).toBe('f');
    expect(
      bestCandidate([track('b', 'Yesterday', ['Beatles'])], {
        title: 'Yesterday',
        artist: 'The Beatles',
      })?.id,
    ).toBe('b');
  });

  it('finds nothing when only the title or only the artist matches', () => {
    expect(bestCandidate([track('x', 'Here Comes the Sun', ['Nina Simone'])], wanted)).toBeNull();
    expect(bestCandidate([track('y', 'Let It Be', ['The Beatles'])], wanted)).toBeNull();
    expect(
      bestCandidate([track('z', 'Love Me Do', ['The Beatles'])], {
        title: 'Love',
        artist: 'The Beatles',
      }),
    ).toBeNull();
  });

  it('skips tracks Spotify marks as not playable', () => {
    const unplayable = { ...track('u', 'Here Comes the Sun', ['The Beatles']), is_playable: false };
    expect(bestCandidate([unplayable], wanted)).toBeNull();
  });
});
