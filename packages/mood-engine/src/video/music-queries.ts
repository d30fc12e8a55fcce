// Music video searches for a playlist: official videos of songs by different artists (more
// songs of the same artists when it has fewer than three), and a live performance, so the
// music row shows the playlist's own artists.
import { artistKey, songKey } from '@moodtape/core';
import type { SongRef } from '../answers/song-ref';

const OFFICIAL_VIDEOS = 3;
// Search text stays short (the video-queries prompt asks for 2 to 8 words): "official video"
// is dropped first; a long title is kept whole, since a cut one finds the wrong song.
const MAX_WORDS = 8;
const BRACKETS = /\s*[([][^)\]]*[)\]]/g;

export function musicQueries(songs: readonly SongRef[], seed: number): string[] {
  const usable = songs.filter((song) => song.title.trim() !== '' && artistKey(song.artist) !== '');
  const firstByArtist = new Map<string, SongRef>();
  for (const song of usable) {
    const key = artistKey(song.artist);
    if (!firstByArtist.has(key)) firstByArtist.set(key, song);
  }
  const distinct = [...firstByArtist.values()];
  const lead = distinct[0];
  if (!lead) return [];
  // The playlist's opener first, then artists further down, varied by the vibe.
  const rest = distinct.slice(1);
  const offset = rest.length === 0 ? 0 : seed % rest.length;
  const picked = [lead, ...rest.slice(offset), ...rest.slice(0, offset)].slice(0, OFFICIAL_VIDEOS);
  const pickedKeys = new Set(picked.map((song) => songKey(song.title, song.artist)));
  for (const song of usable) {
    if (picked.length >= OFFICIAL_VIDEOS) break;
    const key = songKey(song.title, song.artist);
    if (!pickedKeys.has(key)) {
      pickedKeys.add(key);
      picked.push(song);
    }
  }
  const live = distinct[OFFICIAL_VIDEOS] ?? distinct[distinct.length === 1 ? 0 : 1] ?? lead;
  return [...picked.map(officialVideo), `${live.artist.trim()} live performance`];
}

// "Kelly Clarkson Stronger (What Doesn't Kill You)" searches as "Kelly Clarkson Stronger".
function officialVideo(song: SongRef): string {
  const title = song.title.replace(BRACKETS, '').trim() || song.title.trim();
  const words = `${song.artist.trim()} ${title}`;
  const full = `${words} official video`;
  return full.split(/\s+/).length <= MAX_WORDS ? full : words;
}
