// AMENDMENTS A4: of the candidates Spotify offers, the best match by normalized title and
// artist, or none when nothing is close enough to be the song asked for.
import type { SearchTrack } from '../../integrations/spotify/schemas';
import {
  artistCredits,
  foldText,
  isAlternateTake,
  normalizeArtist,
  normalizeTitle,
} from '@moodtape/core';

const ACCEPT = 0.75;

export function bestCandidate(
  candidates: readonly SearchTrack[],
  wanted: { title: string; artist: string },
): SearchTrack | null {
  const title = normalizeTitle(wanted.title);
  const credits = wanted.artist.trim() === '' ? [] : artistCredits(wanted.artist);
  let best: { track: SearchTrack; score: number } | null = null;
  for (const track of candidates) {
    if (track.is_playable === false) continue;
    const titleScore = similarity(normalizeTitle(track.name), title);
    const artistScore =
      credits.length === 0
        ? 1
        : Math.max(
            0,
            ...track.artists.flatMap((a) =>
              credits.map((credit) => similarity(normalizeArtist(a.name), credit)),
            ),
          );
    if (titleScore < ACCEPT || artistScore < ACCEPT) continue;
    // Earlier candidates win ties: Spotify's own relevance order.
    const penalty = isAlternateTake(track.name, wanted.title) ? 0.2 : 0;
    // The recording titled exactly as asked (not a remaster or a "feat." version) wins a tie.
    const exact = foldText(track.name) === foldText(wanted.title) ? 0.05 : 0;
    const score = titleScore + artistScore - penalty + exact;
    if (!best || score > best.score) best = { track, score };
  }
  return best?.track ?? null;
}

// 1 for equal texts; close to 1 when one contains the other ("the beatles" / "beatles") or
// when most words are shared; low otherwise.
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a === '' || b === '') return 0;
  const strip = (s: string) => foldText(s.replace(/^the\s+/, ''));
  if (strip(a) === strip(b)) return 0.97;
  const wordsA = new Set(a.split(' '));
  const wordsB = new Set(b.split(' '));
  const shared = [...wordsA].filter((w) => wordsB.has(w)).length;
  const dice = (2 * shared) / (wordsA.size + wordsB.size);
  const smaller = Math.min(wordsA.size, wordsB.size);
  const contained = smaller >= 2 && shared === smaller ? 0.8 : 0;
  return Math.max(dice, contained);
}
