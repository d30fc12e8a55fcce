// The emulator's Spotify catalog: every song of the mood-engine catalog as a track on its
// album, plus, for some songs, the other recordings real searches turn up (remasters, live
// takes, "feat." versions, covers, karaoke), so that clients have to pick the right one
// (AMENDMENTS A4). Which songs get which is decided by catalog position, never by chance.
import { createHash } from 'node:crypto';
import { CATALOG, type CatalogSong } from '@moodtape/mood-engine';
import { RESTRICTED_MARKET } from './markets';
import { searchWords } from './search-query';
import { spotifyId } from './spotify-id';

export interface EmulatedTrack {
  id: string;
  name: string;
  artists: string[];
  albumId: string;
  albumName: string;
  albumType: 'album' | 'single' | 'compilation';
  releaseYear: number;
  durationMs: number;
  trackNumber: number;
  /** Lower ranks first among equally good matches: Spotify's popularity, in effect. */
  rank: number;
  /** International Standard Recording Code: one per recording, as `external_ids.isrc`. */
  isrc: string;
  /** Markets where this recording cannot be played (see markets.ts). */
  unplayableIn: readonly string[];
  // Folded words: the whole title, the title without " - Remastered"-style suffixes and
  // bracketed parts, each artist.
  titleWords: string[];
  baseTitleWords: string[];
  artistWords: string[][];
}

type Album = { name: string; type: EmulatedTrack['albumType']; year: number };

// Made-up names, so that no real artist is credited with a recording they never made.
const GUESTS = ['Lena Cross', 'Marco Vale', 'June Avery', 'The Northern Choir', 'Sol Ibarra'];
const COVER_ARTISTS = ['Paper Lanterns', 'Nora Lind', 'Ivy & The Echoes', 'The Quiet Hours'];
const LIVE_VENUES = ['Live at the Roundhouse', 'Live in Montreal', 'Live from the Fillmore'];

// The title Spotify's search treats as the name itself ("Satisfaction" for "(I Can't Get No)
// Satisfaction", "Yesterday" for "Yesterday - Karaoke Version"): everything after a dash and
// every bracket, whatever they say. Not @moodtape/core's normalizeTitle on purpose: this
// models the service's search, which also ranks karaoke takes and covers as exact titles, so
// the server's song identity is tested against a search that does not share its rule.
export function baseTitle(name: string): string {
  return name
    .replace(/\s+-\s+.*$/, '')
    .replace(/\s*[([].*?[)\]]/g, '')
    .trim();
}

function recording(
  song: CatalogSong,
  variant: string,
  name: string,
  artists: string[],
  album: Album,
  unplayableIn: readonly string[] = [],
) {
  const seed = `${song.title}|${song.artist}|${variant}`;
  const hash = createHash('sha256').update(seed).digest();
  return (rank: number): EmulatedTrack => ({
    id: spotifyId(`track:${seed}`),
    name,
    artists,
    albumId: spotifyId(`album:${seed}`),
    albumName: album.name,
    albumType: album.type,
    releaseYear: album.year,
    // Two to six minutes, the same every time.
    durationMs: 120_000 + (hash.readUInt32BE(0) % 240_000),
    trackNumber: 1 + ((hash[4] ?? 0) % 12),
    rank,
    isrc: isrcOf(hash, album.year),
    unplayableIn,
    titleWords: searchWords(name),
    baseTitleWords: searchWords(baseTitle(name)),
    artistWords: artists.map((artist) => searchWords(artist)),
  });
}

// CC-XXX-YY-NNNNN without dashes: a made-up registrant ("QZ" is the code handed out for
// self-releases), the year and a serial, all from the recording's hash.
function isrcOf(hash: Buffer, year: number): string {
  const registrant = hash.subarray(8, 11).toString('hex').slice(0, 3).toUpperCase();
  const serial = String(hash.readUInt32BE(12) % 100_000).padStart(5, '0');
  return `QZ${registrant}${String(year % 100).padStart(2, '0')}${serial}`;
}

type Pending = ReturnType<typeof recording>;

// The recordings of one song, most popular first.
function recordings(song: CatalogSong, index: number): EmulatedTrack[] {
  const pick = <T>(list: readonly T[]) => list[index % list.length] as T;
  // A few originals are not licensed in one market; their live recording is (index % 7 === 3
  // below), so a search there still finds the song.
  const restricted = index % 21 === 3 ? [RESTRICTED_MARKET] : [];
  const found: Pending[] = [
    recording(
      song,
      'original',
      song.title,
      [song.artist],
      { name: song.title, type: index % 3 === 0 ? 'single' : 'album', year: song.year },
      restricted,
    ),
  ];
  // Older songs come back remastered; every other remaster outranks the original, as on
  // Spotify, where the remaster is often the only version still listed.
  if (index % 5 === 0 && song.year < 2005) {
    const year = Math.min(2024, Math.max(song.year + 20, 2005 + (index % 15)));
    found[index % 10 === 0 ? 'unshift' : 'push'](
      recording(song, 'remaster', `${song.title} - Remastered ${year}`, [song.artist], {
        name: `${song.title} (Remastered ${year})`,
        type: 'album',
        year,
      }),
    );
  }
  if (index % 7 === 3) {
    found.push(
      recording(song, 'live', `${song.title} - Live`, [song.artist], {
        name: pick(LIVE_VENUES),
        type: 'album',
        year: Math.min(2025, song.year + 3),
      }),
    );
  }
  if (index % 13 === 6) {
    // A later version with a guest, more played than the original.
    const guest = pick(GUESTS);
    found.unshift(
      recording(song, 'feat', `${song.title} (feat. ${guest})`, [song.artist, guest], {
        name: `${song.title} (feat. ${guest})`,
        type: 'single',
        year: Math.min(2025, song.year + 2),
      }),
    );
  }
  if (index % 9 === 4) {
    found.push(
      recording(song, 'cover', song.title, [pick(COVER_ARTISTS)], {
        name: 'Covers, Vol. 2',
        type: 'album',
        year: 2021,
      }),
    );
  }
  if (index % 11 === 8) {
    // Karaoke versions name the original artist in the title, so loose queries find them.
    found.push(
      recording(
        song,
        'karaoke',
        `${song.title} (Originally Performed by ${song.artist}) [Karaoke Version]`,
        ['Sing King'],
        { name: 'Karaoke Hits', type: 'compilation', year: 2019 },
      ),
    );
  }
  return found.map((make, rank) => make(rank));
}

export const EMULATED_TRACKS: readonly EmulatedTrack[] = CATALOG.flatMap((song, index) =>
  recordings(song, index),
);

// Every recording has an album of its own, so an album id names one track.
export const TRACKS_BY_ALBUM: ReadonlyMap<string, EmulatedTrack> = new Map(
  EMULATED_TRACKS.map((track) => [track.albumId, track]),
);

// Player commands name tracks by URI; playback keeps their ids.
export const TRACKS_BY_ID: ReadonlyMap<string, EmulatedTrack> = new Map(
  EMULATED_TRACKS.map((track) => [track.id, track]),
);
