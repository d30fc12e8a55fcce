// What Moodtape asks, read from its prompts (apps/server/src/integrations/ai/chat-messages.ts):
// the last user message starts with a "Task:" line followed by "Key: value" lines and
// blocks. Each task is answered by the mood engine, as a hosted model would: pretty JSON.
// A new task is one more case here.
import { parseSongList, type SongRef } from '@moodtape/core';
import {
  type ImageMood,
  addSpecificSong,
  extendPlaylist,
  generatePlaylist,
  generateTheme,
  generateVideoQueries,
  suggestAroundMusic,
} from '@moodtape/mood-engine';

export interface UserMessage {
  text: string;
  imageMood: ImageMood | null;
}

// A "Key: value" line; song lines ("Title — Artist") may hold a colon but always the dash.
const KEY_LINE = /^[A-Z][A-Za-z -]{0,40}:(\s|$)/;
const isKeyLine = (line: string) => KEY_LINE.test(line) && !line.includes(' — ');

function field(lines: string[], key: string): string | null {
  const line = lines.find((l) => l.startsWith(`${key}:`));
  return line === undefined ? null : line.slice(key.length + 1).trim();
}

// A block such as "Current playlist:" runs to a blank line or the next "Key:" line.
function block(lines: string[], key: string): string {
  const start = lines.findIndex((l) => l.trim() === `${key}:`);
  if (start === -1) return '';
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => l.trim() === '' || isKeyLine(l));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n');
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The answer text for a task; null when the message names no task this emulator knows. */
export function answerTask(message: UserMessage): string | null {
  const lines = message.text.split('\n').map((line) => line.trimEnd());
  const task = field(lines, 'Task');
  const count = Number(field(lines, 'Songs')) || undefined;
  const mood = field(lines, 'Mood') ?? '';
  const currentSongs = (): SongRef[] => parseSongList(block(lines, 'Current playlist'));
  switch (task) {
    case 'playlist': {
      const prompt = [mood, field(lines, 'Photo') ?? ''].filter((part) => part !== '').join(', ');
      const { songs, name } = generatePlaylist({ prompt, image: message.imageMood, count });
      // A playlist already begun (an earlier provider's answer was cut short): the rest of
      // it, none of the songs already chosen, in the same mood.
      const kept = currentSongs();
      if (kept.length > 0) {
        const rest = extendPlaylist({ currentSongs: kept, prompt, count }).songs;
        return pretty({ songs: rest, name });
      }
      // Songs before the name, so that the first song streams as early as possible.
      return pretty({ songs, name });
    }
    case 'extend':
      return pretty(extendPlaylist({ currentSongs: currentSongs(), prompt: mood, count }));
    case 'specific-song':
      return pretty(
        addSpecificSong({
          currentSongs: currentSongs(),
          request: field(lines, 'Requested song') ?? '',
        }),
      );
    case 'video-queries':
      return pretty(generateVideoQueries(aroundTheMusic(lines, message)));
    case 'theme':
      return pretty(generateTheme({ prompt: mood, image: message.imageMood }));
    case 'suggestions':
      return pretty(suggestAroundMusic(aroundTheMusic(lines, message)));
    default:
      return null;
  }
}

// The calls around the music (apps/server/src/integrations/ai/chat-messages.ts): Mood, an
// optional Photo line (sent when the model cannot see the photo), Playlist, then the songs.
function aroundTheMusic(lines: string[], message: UserMessage) {
  const mood = field(lines, 'Mood') ?? '';
  // A photo the emulator saw is read from its pixels; otherwise its description is words.
  const photo = message.imageMood ? '' : (field(lines, 'Photo') ?? '');
  return {
    prompt: [mood, photo].filter((part) => part !== '').join(', '),
    playlistName: field(lines, 'Playlist') ?? '',
    songs: parseSongList(block(lines, 'Current playlist')),
    image: message.imageMood,
  };
}

export const UNKNOWN_TASK_ANSWER =
  'I am the Moodtape emulator. I can make a playlist, extend one, add a requested song, ' +
  'find videos, pick a theme, or suggest things around the music.';
