// Test helpers: what a returned list sounds like, read back from the catalog.
import { findCatalogSong } from './find-catalog-song';
import type { SongRef } from './song-ref';
import type { CatalogSong } from '../catalog/types';

export function catalogSongs(songs: readonly SongRef[]): CatalogSong[] {
  return songs.map((ref) => {
    const song = findCatalogSong(ref.title, ref.artist);
    if (!song) throw new Error(`Not a catalog song: ${ref.title} — ${ref.artist}`);
    return song;
  });
}

type NumericField = 'valence' | 'energy' | 'tempo' | 'acousticness' | 'year';

export function mean(songs: readonly SongRef[], field: NumericField): number {
  const found = catalogSongs(songs);
  return found.reduce((sum, song) => sum + song[field], 0) / Math.max(1, found.length);
}

export function keys(songs: readonly SongRef[]): string[] {
  return songs.map((song) => `${song.title.toLowerCase()}|${song.artist.toLowerCase()}`);
}

export function overlap(a: readonly SongRef[], b: readonly SongRef[]): number {
  const inA = new Set(keys(a));
  return keys(b).filter((key) => inA.has(key)).length;
}

export function maxPerArtist(songs: readonly SongRef[], except?: string): number {
  const counts = new Map<string, number>();
  for (const song of songs) {
    if (song.artist === except) continue;
    counts.set(song.artist, (counts.get(song.artist) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}
