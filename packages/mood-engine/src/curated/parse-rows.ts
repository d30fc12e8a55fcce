// The curated lists are written as compact text rows like the song catalog (catalog/
// parse-rows.ts), one item per line, checked against the vocabularies when loaded; a bad row
// is a programming error. The mood columns are always "valence|energy|acousticness|tags".
import { ACTIVITY_ICON_HINTS, type ActivityIconHint } from '@moodtape/core';
import { TAGS, type Tag } from '../catalog/vocabulary';
import {
  CREATOR_PLATFORMS,
  SCREEN_GENRES,
  type CreatorPlatform,
  type CuratedActivity,
  type CuratedCreator,
  type MoodProfile,
  type ScreenGenre,
  type ScreenTitle,
} from './types';
import { integer, member, unit } from '../catalog/row-fields';

const tagSet = new Set<string>(TAGS);
const genreSet = new Set<string>(SCREEN_GENRES);
const hintSet = new Set<string>(ACTIVITY_ICON_HINTS);
const platformSet = new Set<string>(CREATOR_PLATFORMS);

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function fieldsOf(line: string, count: number): string[] {
  const fields = line.split('|').map((field) => field.trim());
  if (fields.length !== count) throw new Error(`Row needs ${count} fields: ${line}`);
  // Only the tags, always the next-to-last column, may be empty.
  if (fields.some((field, i) => field === '' && i !== count - 2)) {
    throw new Error(`Empty field in row: ${line}`);
  }
  return fields;
}

// title|year|country|genre,genre|valence|energy|acousticness|tags|description
export function parseScreenRows(text: string): ScreenTitle[] {
  return lines(text).map((line) => {
    const [title, year, country, genres, ...rest] = fieldsOf(line, 9) as [
      string,
      string,
      string,
      string,
      ...string[],
    ];
    if (!/^[A-Z]{2}$/.test(country)) throw new Error(`Bad country in row: ${line}`);
    return {
      title,
      year: integer(year, 1920, 2026, line),
      country,
      genres: genres.split(',').map((g) => member<ScreenGenre>(g.trim(), genreSet, 'genre', line)),
      ...mood(rest.slice(0, 4), line),
      description: rest[4] as string,
    };
  });
}

// title|iconHint|valence|energy|acousticness|tags|description
export function parseActivityRows(text: string): CuratedActivity[] {
  return lines(text).map((line) => {
    const [title, hint, ...rest] = fieldsOf(line, 7) as [string, string, ...string[]];
    return {
      title,
      iconHint: member<ActivityIconHint>(hint, hintSet, 'iconHint', line),
      ...mood(rest.slice(0, 4), line),
      description: rest[4] as string,
    };
  });
}

// name|platform|channelUrl|spotifyUri or -|valence|energy|acousticness|tags|description
export function parseCreatorRows(text: string): CuratedCreator[] {
  return lines(text).map((line) => {
    const [name, platform, channelUrl, spotifyUri, ...rest] = fieldsOf(line, 9) as [
      string,
      string,
      string,
      string,
      ...string[],
    ];
    return {
      name,
      platform: member<CreatorPlatform>(platform, platformSet, 'platform', line),
      channelUrl,
      spotifyUri: spotifyUri === '-' ? null : spotifyUri,
      ...mood(rest.slice(0, 4), line),
      description: rest[4] as string,
    };
  });
}

function mood(fields: readonly string[], line: string): MoodProfile {
  const [valence, energy, acousticness, tags] = fields as [string, string, string, string];
  return {
    valence: unit(valence, line),
    energy: unit(energy, line),
    acousticness: unit(acousticness, line),
    tags: tags
      .split(/\s+/)
      .filter((t) => t !== '')
      .map((t) => member<Tag>(t, tagSet, 'tag', line)),
  };
}
