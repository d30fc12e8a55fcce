// The movies and TV shows the engine can suggest (spec 3 Movie/TV), parsed once.
import { parseScreenRows } from '../curated/parse-rows';
import type { ScreenTitle } from '../curated/types';
import { MOVIE_ROWS_1990S_2000S } from './movies-1990s-2000s';
import { MOVIE_ROWS_2010S_2020S } from './movies-2010s-2020s';
import { MOVIE_ROWS_CLASSICS } from './movies-classics';
import { MOVIE_ROWS_WORLD } from './movies-world';
import { TV_ROWS_A } from './tv-shows-a';
import { TV_ROWS_B } from './tv-shows-b';
import { TV_ROWS_C } from './tv-shows-c';

export const MOVIES: readonly ScreenTitle[] = [
  MOVIE_ROWS_CLASSICS,
  MOVIE_ROWS_1990S_2000S,
  MOVIE_ROWS_2010S_2020S,
  MOVIE_ROWS_WORLD,
].flatMap(parseScreenRows);

export const TV_SHOWS: readonly ScreenTitle[] = [TV_ROWS_A, TV_ROWS_B, TV_ROWS_C].flatMap(
  parseScreenRows,
);
