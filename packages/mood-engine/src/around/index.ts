// The activities and creators the engine can suggest (spec 3 Activity, Creator), parsed once.
import { parseActivityRows, parseCreatorRows } from '../curated/parse-rows';
import type { CuratedActivity, CuratedCreator } from '../curated/types';
import { ACTIVITY_ROWS_A } from './activities-a';
import { ACTIVITY_ROWS_B } from './activities-b';
import { CREATOR_ROWS_A } from './creators-a';
import { CREATOR_ROWS_B } from './creators-b';

export const ACTIVITIES: readonly CuratedActivity[] = [ACTIVITY_ROWS_A, ACTIVITY_ROWS_B].flatMap(
  parseActivityRows,
);

export const CREATORS: readonly CuratedCreator[] = [CREATOR_ROWS_A, CREATOR_ROWS_B].flatMap(
  parseCreatorRows,
);
