// The catalog is written as compact text rows, one song per line, so that it stays readable
// and reviewable at 1,500+ songs:
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tag tag tag
// Rows are checked against the vocabularies when loaded; a bad row is a programming error.
import type { CatalogSong } from './types';
import { GENRES, LANGUAGES, TAGS, type Genre, type Language, type Tag } from './vocabulary';
import { integer, member, unit } from './row-fields';

const genreSet = new Set<string>(GENRES);
const languageSet = new Set<string>(LANGUAGES);
const tagSet = new Set<string>(TAGS);

export function parseRows(text: string, firstId: number): CatalogSong[] {
  const songs: CatalogSong[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    songs.push(parseRow(line, firstId + songs.length));
  }
  return songs;
}

function parseRow(line: string, id: number): CatalogSong {
  const fields = line.split('|').map((field) => field.trim());
  if (fields.length !== 10) throw new Error(`Catalog row needs 10 fields: ${line}`);
  const [title, artist, year, genres, language, valence, energy, tempo, acousticness, tags] =
    fields as [string, string, string, string, string, string, string, string, string, string];
  return {
    id,
    title,
    artist,
    year: integer(year, 1600, 2030, line),
    genres: genres.split(',').map((g) => member<Genre>(g.trim(), genreSet, 'genre', line)),
    language: member<Language>(language, languageSet, 'language', line),
    valence: unit(valence, line),
    energy: unit(energy, line),
    tempo: integer(tempo, 40, 220, line),
    acousticness: unit(acousticness, line),
    tags: tags
      .split(/\s+/)
      .filter((t) => t !== '')
      .map((t) => member<Tag>(t, tagSet, 'tag', line)),
  };
}
