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
    default:
      return null;
  }
}

export const UNKNOWN_TASK_ANSWER =
  'I am the Moodtape emulator. I can make a playlist, extend one, or add a requested song.';
