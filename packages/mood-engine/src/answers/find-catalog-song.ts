// Looks a song up in the catalog the way a person would recognise it: ignoring case,
// accents, punctuation, "feat." credits, version notes and a leading "The".
import { leadArtist, normalizeTitle, songKey } from '@moodtape/core';
import { CATALOG } from '../catalog/index';
import type { CatalogSong } from '../catalog/types';

const BY_KEY = new Map<string, CatalogSong>();
const BY_TITLE = new Map<string, CatalogSong[]>();
for (const song of CATALOG) {
  const key = songKey(song.title, song.artist);
  if (!BY_KEY.has(key)) BY_KEY.set(key, song);
  const title = normalizeTitle(song.title);
  BY_TITLE.set(title, [...(BY_TITLE.get(title) ?? []), song]);
}

export function findCatalogSong(title: string, artist: string): CatalogSong | undefined {
  const exact = BY_KEY.get(songKey(title, artist));
  if (exact) return exact;
  const sameTitle = BY_TITLE.get(normalizeTitle(title)) ?? [];
  if (artist.trim() === '') return sameTitle[0];
  // "Under Pressure — Queen, David Bowie" is the catalog's "Queen & David Bowie" row.
  const lead = leadArtist(artist);
  return sameTitle.find((song) => {
    const songLead = leadArtist(song.artist);
    return songLead === lead || songLead.startsWith(`${lead} `) || lead.startsWith(`${songLead} `);
  });
}
