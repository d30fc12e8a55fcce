// About forty titles that are not in the mood engine's lists but look like them: remakes
// with the same title in another year, sequels, making-of documentaries, reboots and
// spin-offs of shows. TMDB's own catalogue is full of these ("Fight Club" finds eight
// titles), so a client that takes the first result without a year, or matches loosely,
// gets caught here rather than in production.
import { foldText } from '@moodtape/core';
import { type RecordOrigin, type ScreenKind, type ScreenSeed, seedId } from './records';

export type DecoySeed = { kind: ScreenKind; origin: RecordOrigin; seed: ScreenSeed };

// How many of each; 40 in all when the lists are long enough.
const PLAN: { kind: ScreenKind; origin: RecordOrigin; count: number }[] = [
  { kind: 'movie', origin: 'remake', count: 12 },
  { kind: 'movie', origin: 'sequel', count: 10 },
  { kind: 'movie', origin: 'documentary', count: 8 },
  { kind: 'tv', origin: 'reboot', count: 6 },
  { kind: 'tv', origin: 'spin-off', count: 4 },
];

const LATEST_YEAR = 2026;
const key = (title: string) => foldText(title);

// Another year for the same title: a remake of an old film comes decades later, one of a
// recent film came decades before.
function otherYear(year: number): number {
  return year + 30 <= LATEST_YEAR - 1 ? year + 30 : year - 22;
}

function decoyOf(origin: RecordOrigin, seed: ScreenSeed): ScreenSeed | null {
  const { title, year } = seed;
  switch (origin) {
    case 'remake':
    case 'reboot': {
      const other = otherYear(year);
      const description =
        other > year ? `A new take on ${title}.` : `An earlier ${title}, long forgotten.`;
      return { ...seed, year: other, description };
    }
    case 'sequel': {
      // "Paddington 2 2" would fool nobody; "Say Anything... 2" reads as "Say Anything 2".
      const base = title.replace(/[.\s]+$/, '');
      if (/\d$/.test(base) || year + 3 > LATEST_YEAR) return null;
      return { ...seed, title: `${base} 2`, year: year + 3, description: `${base} continues.` };
    }
    case 'documentary':
      return {
        ...seed,
        title: `${title}: Behind the Scenes`,
        year: Math.min(year + 1, LATEST_YEAR),
        genres: ['documentary'],
        description: `How ${title} was made, told by its cast and crew.`,
      };
    case 'spin-off':
      return {
        ...seed,
        title: `${title}: The Next Chapter`,
        year: Math.min(year + 10, LATEST_YEAR),
        description: `Years after ${title}, a new generation.`,
      };
    default:
      return null;
  }
}

/** The decoys for these curated lists; none shares a title and year with a curated one. */
export function buildDecoys(curated: Record<ScreenKind, readonly ScreenSeed[]>): DecoySeed[] {
  const decoys: DecoySeed[] = [];
  const used = new Set<string>();
  const taken = new Set(
    (['movie', 'tv'] as const).flatMap((kind) =>
      curated[kind].map((seed) => `${kind}|${key(seed.title)}|${seed.year}`),
    ),
  );
  const titles = new Set(
    (['movie', 'tv'] as const).flatMap((kind) =>
      curated[kind].map((s) => `${kind}|${key(s.title)}`),
    ),
  );
  for (const { kind, origin, count } of PLAN) {
    // In an order of their own rather than the list's, so adding a title moves few decoys.
    const order = [...curated[kind]].sort(
      (a, b) => seedId(a) - seedId(b) || a.title.localeCompare(b.title),
    );
    let made = 0;
    for (const seed of order) {
      if (made === count) break;
      const decoy = decoyOf(origin, seed);
      if (!decoy || used.has(`${kind}|${key(seed.title)}`)) continue;
      const renamed = decoy.title !== seed.title;
      if (taken.has(`${kind}|${key(decoy.title)}|${decoy.year}`)) continue;
      // A new title must not be a curated title of another year either.
      if (renamed && titles.has(`${kind}|${key(decoy.title)}`)) continue;
      used.add(`${kind}|${key(seed.title)}`);
      taken.add(`${kind}|${key(decoy.title)}|${decoy.year}`);
      decoys.push({ kind, origin, seed: decoy });
      made += 1;
    }
  }
  return decoys;
}
