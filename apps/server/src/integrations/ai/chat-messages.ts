// Builds the chat messages of a task. The user message starts with a "Task:" line and uses
// "Key: value" lines, which keeps it readable for any model (and for the OpenAI emulator).
import { formatSongList } from '@moodtape/core';
import { describeImageMood } from '@moodtape/mood-engine';
import type OpenAI from 'openai';
import {
  EXTEND_SYSTEM_PROMPT,
  PLAYLIST_SYSTEM_PROMPT,
  SPECIFIC_SONG_SYSTEM_PROMPT,
  SUGGESTIONS_SYSTEM_PROMPT,
  THEME_SYSTEM_PROMPT,
  VIDEO_QUERIES_SYSTEM_PROMPT,
} from './prompts';
import type { AiImage, AiTask, AroundTheMusic } from './types';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ContentPart = OpenAI.Chat.Completions.ChatCompletionContentPart;
type Options = { vision: boolean };

export function chatMessages(task: AiTask, options: Options): Message[] {
  switch (task.kind) {
    case 'playlist': {
      const lines = ['Task: playlist', `Mood: ${task.prompt.trim()}`];
      // A model that cannot see gets the photo's colours in words.
      if (task.image && !options.vision) lines.push(`Photo: ${describeImageMood(task.image.mood)}`);
      lines.push(`Songs: ${task.count}`);
      if (task.currentSongs?.length) {
        lines.push('Current playlist:', formatSongList(task.currentSongs));
      }
      return conversation(PLAYLIST_SYSTEM_PROMPT, lines, task.image, options);
    }
    case 'extend':
      return conversation(
        EXTEND_SYSTEM_PROMPT,
        [
          'Task: extend',
          `Songs: ${task.count}`,
          'Current playlist:',
          formatSongList(task.currentSongs),
        ],
        null,
        options,
      );
    case 'specific-song':
      return conversation(
        SPECIFIC_SONG_SYSTEM_PROMPT,
        [
          'Task: specific-song',
          `Requested song: ${task.request.trim()}`,
          'Current playlist:',
          formatSongList(task.currentSongs),
        ],
        null,
        options,
      );
    case 'video-queries':
      return aroundTheMusic(VIDEO_QUERIES_SYSTEM_PROMPT, 'video-queries', task, options);
    case 'suggestions':
      return aroundTheMusic(SUGGESTIONS_SYSTEM_PROMPT, 'suggestions', task, options);
    case 'theme':
      return conversation(
        THEME_SYSTEM_PROMPT,
        ['Task: theme', `Mood: ${oneLine(task.prompt)}`],
        null,
        options,
      );
  }
}

// Task, Mood, Photo (only for a model that cannot see), Playlist, then the songs.
function aroundTheMusic(
  system: string,
  name: string,
  task: AroundTheMusic,
  options: Options,
): Message[] {
  const lines = [`Task: ${name}`, `Mood: ${oneLine(task.prompt)}`];
  if (task.image && !options.vision) lines.push(`Photo: ${describeImageMood(task.image.mood)}`);
  lines.push(`Playlist: ${oneLine(task.playlistName)}`, 'Current playlist:');
  lines.push(formatSongList(task.songs));
  return conversation(system, lines, task.image, options);
}

function conversation(
  system: string,
  lines: string[],
  image: AiImage | null,
  options: Options,
): Message[] {
  const text = lines.join('\n');
  const content: string | ContentPart[] =
    image && options.vision
      ? [
          { type: 'text', text },
          { type: 'image_url', image_url: { url: image.dataUrl, detail: 'low' } },
        ]
      : text;
  return [
    { role: 'system', content: system },
    { role: 'user', content },
  ];
}

// A line break in a prompt or a name would start a new "Key:" line of its own.
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
