// The specific-song call: exactly one song for a request such as "bohemian rhapsody queen",
// "bohemain rapsody" or just "adele". An artist alone gives the song of theirs that fits the
// playlist best; a request the catalog does not know is answered as written.
import { artistKey, songKey } from '@moodtape/core';
import type { CatalogSong } from '../catalog/types';
import { scoreSongs } from '../scorer/score-songs';
import { pickSongs } from '../scorer/pick-songs';
import { SONG_INDEX } from '../scorer/song-index';
import { songsByArtist } from '../target/artist-target';
import { targetFromSongs } from '../target/songs-target';
import { hashString } from '../text/hash';
import { extendPlaylist } from './extend-playlist';
import { findCatalogSong } from './find-catalog-song';
import { bestMatches, matchSongs, type SongMatch } from './song-matcher';
import { cleanRequest, requestAsSong, requestQuery } from './song-request';
import { toSongRef, type SongRef, type SongsAnswer } from './song-ref';

// Below this the closest catalog song is probably another song altogether.
const ACCEPT = 0.62;
// A request reads as an artist when it names one this well, and better than any title.
const ARTIST_ONLY = 0.85;

export interface SpecificSongInput {
  currentSongs: SongRef[];
  request: string;
}

export function addSpecificSong(input: SpecificSongInput): SongsAnswer {
  const request = cleanRequest(input.request);
  // Nothing asked for by name: the song that fits the playlist best.
  if (request === '') return extendPlaylist({ currentSongs: input.currentSongs, count: 1 });
  const ranked = bestMatches(matchSongs(requestQuery(request)));
  const best = ranked[0];
  if (!best || best.score < ACCEPT) return { songs: [requestAsSong(request)] };
  const inList = new Set(input.currentSongs.map((song) => songKey(song.title, song.artist)));
  const artist = artistOnly(ranked, best);
  if (artist) {
    const song = bestFittingSong(artist, input.currentSongs, inList);
    if (song) return { songs: [toSongRef(song)] };
  }
  return { songs: [toSongRef(best.song)] };
}

function artistOnly(ranked: readonly SongMatch[], best: SongMatch): string | undefined {
  if (best.artistScore < ARTIST_ONLY) return undefined;
  const titleMatch = ranked.find((match) => match.score > match.artistScore + 0.02);
  if (titleMatch && titleMatch.score >= best.artistScore) return undefined;
  return artistKey(best.song.artist);
}

// The artist's song closest to the playlist's sound, skipping songs it already has.
function bestFittingSong(
  key: string,
  currentSongs: readonly SongRef[],
  inList: ReadonlySet<string>,
): CatalogSong | undefined {
  const known = currentSongs.flatMap((song) => findCatalogSong(song.title, song.artist) ?? []);
  const songs = songsByArtist(key);
  // With an empty playlist, the artist's first catalog song: the catalog lists best-known first.
  if (known.length === 0)
    return songs.find((song) => !inList.has(songKey(song.title, song.artist)));
  const seed = hashString(`${key}|${[...inList].join('\n')}`);
  const [song] = pickSongs(SONG_INDEX, scoreSongs(SONG_INDEX, targetFromSongs(known), seed), {
    count: 1,
    exclude: inList,
    artistLimits: new Map([[key, 1]]),
    only: (position) => SONG_INDEX.artistKeys[position] === key,
  });
  return song;
}
