// The song shape every AI answer uses (the same as @moodtape/core's SongRef).
import type { CatalogSong } from '../catalog/types';

export interface SongRef {
  title: string;
  artist: string;
}

export interface PlaylistAnswer {
  songs: SongRef[];
  name: string;
}

export interface SongsAnswer {
  songs: SongRef[];
}

export function toSongRef(song: CatalogSong): SongRef {
  return { title: song.title, artist: song.artist };
}
