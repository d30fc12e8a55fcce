// Reads a playlist answer while the model is still writing it: every song object is handed
// out the moment its closing brace arrives, long before the JSON is complete. Accepts the
// shapes of spec 5 (JSON, optionally in a code fence, with prose around it) and any key
// order: {"songs":[{"title","artist"}...],"name":"..."}.
import type { SongRef } from '@moodtape/core';

export interface SongStreamUpdate {
  songs: SongRef[];
  name: string | null;
}

interface Frame {
  kind: 'object' | 'array';
  // The key under which this container sits in its parent object.
  key: string | null;
  expectingKey: boolean;
  lastKey: string | null;
}

export function createSongStreamParser() {
  let text = '';
  let position = 0;
  const stack: Frame[] = [];
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let songStart = -1;
  // The song object being read: its title and artist as soon as each string is complete.
  let current: { title: string | null; artist: string | null; sent: boolean } | null = null;
  let done = false;

  function top(): Frame | undefined {
    return stack[stack.length - 1];
  }

  // The array that holds the songs: "songs" directly under the root object.
  function inSongsArray(): boolean {
    const frame = top();
    return stack.length === 2 && frame?.kind === 'array' && frame.key === 'songs';
  }

  function push(chunk: string): SongStreamUpdate {
    text += chunk;
    const update: SongStreamUpdate = { songs: [], name: null };
    for (; position < text.length && !done; position++) {
      const char = text[position];
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') {
          inString = false;
          onString(text.slice(stringStart, position + 1), update);
        }
        continue;
      }
      // Before the root object: a code fence or prose.
      if (stack.length === 0 && char !== '{') continue;
      switch (char) {
        case '"':
          inString = true;
          stringStart = position;
          break;
        case '{':
          if (inSongsArray()) {
            songStart = position;
            current = { title: null, artist: null, sent: false };
          }
          stack.push({ kind: 'object', key: keyForChild(), expectingKey: true, lastKey: null });
          break;
        case '[':
          stack.push({ kind: 'array', key: keyForChild(), expectingKey: false, lastKey: null });
          break;
        case '}':
        case ']':
          stack.pop();
          if (char === '}' && inSongsArray() && songStart !== -1) {
            if (!current?.sent) {
              const song = readSong(text.slice(songStart, position + 1));
              if (song) update.songs.push(song);
            }
            songStart = -1;
            current = null;
          }
          if (stack.length === 0) done = true;
          break;
        case ':': {
          const frame = top();
          if (frame?.kind === 'object') frame.expectingKey = false;
          break;
        }
        case ',': {
          const frame = top();
          if (frame?.kind === 'object') frame.expectingKey = true;
          break;
        }
      }
    }
    return update;
  }

  function keyForChild(): string | null {
    const frame = top();
    return frame?.kind === 'object' ? frame.lastKey : null;
  }

  function onString(literal: string, update: SongStreamUpdate) {
    const frame = top();
    if (frame?.kind !== 'object') return;
    if (frame.expectingKey) {
      frame.lastKey = parseString(literal);
    } else if (stack.length === 3 && current && !current.sent) {
      // A song is handed out once its title and artist are both known, without waiting for
      // the rest of its object: the Spotify lookup can start a few tokens earlier.
      if (frame.lastKey === 'title') current.title = parseString(literal)?.trim() || null;
      if (frame.lastKey === 'artist') current.artist = parseString(literal)?.trim() ?? null;
      if (current.title && current.artist !== null) {
        current.sent = true;
        update.songs.push({ title: current.title, artist: current.artist });
      }
    } else if (stack.length === 1 && frame.lastKey === 'name') {
      const name = parseString(literal)?.trim();
      if (name) update.name = name;
    }
  }

  return {
    push,
    // True once the root object has closed.
    get complete() {
      return done;
    },
    get text() {
      return text;
    },
  };
}

function parseString(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function readSong(objectText: string): SongRef | null {
  try {
    const value = JSON.parse(objectText) as { title?: unknown; artist?: unknown };
    const title = typeof value.title === 'string' ? value.title.trim() : '';
    const artist = typeof value.artist === 'string' ? value.artist.trim() : '';
    return title ? { title, artist } : null;
  } catch {
    return null;
  }
}
