// One movie or TV show as the emulator keeps it, built from a curated mood-engine title (or
// a decoy). Whatever TMDB knows and the mood engine does not (ids, dates, popularity,
// votes, poster file names) is derived from a hash, so every run answers the same.
import { foldWords } from '@moodtape/core';
import { createHash } from 'node:crypto';
import { genreIds, languageOf } from './genres';

export type ScreenKind = 'movie' | 'tv';

/** What a record is made from: a mood-engine ScreenTitle, or a decoy shaped like one. */
export type ScreenSeed = {
  title: string;
  year: number;
  description: string;
  country?: string;
  genres?: readonly string[];
};

/** Curated titles come from the mood engine; the others are decoys that search must skip. */
export type RecordOrigin = 'curated' | 'remake' | 'sequel' | 'documentary' | 'reboot' | 'spin-off';

export type TitleRecord = {
  kind: ScreenKind;
  origin: RecordOrigin;
  id: number;
  title: string;
  year: number;
  /** release_date of a movie, first_air_date of a show: "YYYY-MM-DD". */
  date: string;
  overview: string;
  /** "/<name>.svg", as `poster_path`; null for the obscure decoys, as TMDB has many. */
  posterPath: string | null;
  popularity: number;
  voteAverage: number;
  voteCount: number;
  genreIds: number[];
  language: string;
  country: string;
  /** The title folded for search (title-words.ts). */
  words: string[];
};

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Where the id of a title starts looking; catalog.ts moves on when two titles collide. */
export function seedId(seed: Pick<ScreenSeed, 'title' | 'year'>): number {
  // TMDB ids run from 2 to a little over a million.
  return 2 + (digest(`${seed.title}|${seed.year}`).readUInt32BE(0) % 1_200_000);
}

// A value in [min, max] from two bytes of the hash, rounded the way TMDB writes it.
function spread(hash: Buffer, at: number, min: number, max: number, decimals: number): number {
  const unit = hash.readUInt16BE(at) / 0xffff;
  return Number((min + unit * (max - min)).toFixed(decimals));
}

// Opaque like TMDB's own ("/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"), so no client reads meaning
// into it; .svg because that is what the emulator serves.
function posterPath(kind: ScreenKind, id: number): string {
  const name = digest(`poster|${kind}|${id}`).toString('base64url').replace(/[-_]/g, '');
  return `/${name.slice(0, 27)}.svg`;
}

export function buildRecord(
  kind: ScreenKind,
  seed: ScreenSeed,
  id: number,
  origin: RecordOrigin,
): TitleRecord {
  const hash = digest(`${kind}|${id}|${seed.title}|${seed.year}`);
  const curated = origin === 'curated';
  const month = String(1 + ((hash[0] ?? 0) % 12)).padStart(2, '0');
  const day = String(1 + ((hash[1] ?? 0) % 28)).padStart(2, '0');
  const country = seed.country ?? 'US';
  return {
    kind,
    origin,
    id,
    title: seed.title,
    year: seed.year,
    date: `${seed.year}-${month}-${day}`,
    overview: seed.description,
    posterPath: origin === 'documentary' || origin === 'spin-off' ? null : posterPath(kind, id),
    // Every curated title is better known than every decoy, so a bare title finds it first.
    popularity: curated ? spread(hash, 2, 20, 120, 3) : spread(hash, 2, 0.6, 14, 3),
    voteAverage: curated ? spread(hash, 4, 6.5, 8.9, 3) : spread(hash, 4, 4, 7, 3),
    voteCount: Math.round(curated ? spread(hash, 6, 800, 30_000, 0) : spread(hash, 6, 3, 900, 0)),
    genreIds: genreIds(kind, seed.genres ?? ['drama']),
    language: languageOf(country),
    country,
    words: foldWords(seed.title),
  };
}
