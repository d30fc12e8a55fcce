// The whole catalog, parsed once. Ids are stable for a given catalog text (row order).
import { songKey } from '@moodtape/core';
import { parseRows } from './parse-rows';
import { ROWS_ESSENTIALS } from './songs-essentials';
import { ROWS_MODERN } from './songs-modern';
import { ROWS_NINETIES } from './songs-nineties';
import { ROWS_1990S_2000S } from './songs-1990s-2000s';
import { ROWS_2010S_2020S } from './songs-2010s-2020s';
import { ROWS_CLASSICS } from './songs-classics';
import { ROWS_WORLD } from './songs-world';
import type { CatalogSong } from './types';

function load(): CatalogSong[] {
  const songs: CatalogSong[] = [];
  const seen = new Set<string>();
  for (const rows of [
    ROWS_ESSENTIALS,
    ROWS_WORLD,
    ROWS_CLASSICS,
    ROWS_NINETIES,
    ROWS_MODERN,
    ROWS_1990S_2000S,
    ROWS_2010S_2020S,
  ]) {
    for (const song of parseRows(rows, songs.length + 1)) {
      // The same song written twice (in two files, or as a remix of one) is kept once.
      const key = songKey(song.title, song.artist);
      if (seen.has(key)) continue;
      seen.add(key);
      songs.push({ ...song, id: songs.length + 1 });
    }
  }
  return songs;
}

export const CATALOG: readonly CatalogSong[] = load();
