// The `currentSongs` text list of spec 7 (extend-playlist, add-specific-song): one song per
// line, "Title — Artist". An em dash separates them because titles often hold hyphens
// ("Song - Remastered 2009") but almost never an em dash.
export interface SongRef {
  title: string;
  artist: string;
}

const SEPARATOR = ' — ';

export function formatSongList(songs: readonly SongRef[]): string {
  return songs
    .map((song) => `${oneLine(song.title)}${SEPARATOR}${oneLine(song.artist)}`)
    .join('\n');
}

export function parseSongList(text: string): SongRef[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.lastIndexOf(SEPARATOR);
      if (at === -1) return { title: line, artist: '' };
      return { title: line.slice(0, at).trim(), artist: line.slice(at + SEPARATOR.length).trim() };
    });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').replaceAll(SEPARATOR, ' - ').trim();
}
