// The scene table (scene-rows.ts), parsed once: for each mood tag, what to search for.
import { TAGS, type Tag } from '../catalog/vocabulary';
import { SCENE_ROWS } from './scene-rows';

export interface SceneQueries {
  ambient: readonly string[];
  general: readonly string[];
  shorts: readonly string[];
}

const tagSet = new Set<string>(TAGS);

function parseScenes(text: string): Map<Tag, SceneQueries> {
  const scenes = new Map<Tag, SceneQueries>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const [tag, ambient, general, shorts] = line.split('|');
    if (!tag || !tagSet.has(tag) || !ambient || !general || !shorts) {
      throw new Error(`Bad scene row: ${line}`);
    }
    const list = (field: string) => field.split(';').map((phrase) => phrase.trim());
    scenes.set(tag as Tag, {
      ambient: list(ambient),
      general: list(general),
      shorts: list(shorts),
    });
  }
  return scenes;
}

export const SCENES: ReadonlyMap<Tag, SceneQueries> = parseScenes(SCENE_ROWS);
