// An artist named in a prompt: their own songs first, then songs that sound like them.
import { artistKey } from '@moodtape/core';
import { CATALOG } from '../catalog/index';
import type { CatalogSong } from '../catalog/types';
import { blendTargets } from './blend-targets';
import { EMPTY_TARGET, type MoodTarget } from './mood-target';
import { targetFromSongs } from './songs-target';

const SONGS_BY_ARTIST = groupByArtist(CATALOG);

export function songsByArtist(key: string): readonly CatalogSong[] {
  return SONGS_BY_ARTIST.get(key) ?? [];
}

export function artistTarget(key: string): MoodTarget {
  const songs = songsByArtist(key);
  if (songs.length === 0) return EMPTY_TARGET;
  const sound = targetFromSongs(songs, 1.5);
  return blendTargets([
    { target: sound, share: 1 },
    { target: { ...EMPTY_TARGET, artists: new Map([[key, 1]]) }, share: 1 },
  ]);
}

function groupByArtist(songs: readonly CatalogSong[]): Map<string, CatalogSong[]> {
  const groups = new Map<string, CatalogSong[]>();
  for (const song of songs) {
    const key = artistKey(song.artist);
    groups.set(key, [...(groups.get(key) ?? []), song]);
  }
  return groups;
}
