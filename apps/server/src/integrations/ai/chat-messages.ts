// Builds the chat messages of a task. The user message starts with a "Task:" line and uses
// "Key: value" lines, which keeps it readable for any model (and for the OpenAI emulator).
import { formatSongList } from '@moodtape/core';
import { describeImageMood } from '@moodtape/mood-engine';
import type OpenAI from 'openai';
import { EXTEND_SYSTEM_PROMPT } from './prompts/extend';
import { PLAYLIST_SYSTEM_PROMPT } from './prompts/playlist';
import { SPECIFIC_SONG_SYSTEM_PROMPT } from './prompts/specific-song';
import type { AiTask } from './types';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ContentPart = OpenAI.Chat.Completions.ChatCompletionContentPart;

export function chatMessages(task: AiTask, options: { vision: boolean }): Message[] {
  switch (task.kind) {
    case 'playlist': {
      const lines = ['Task: playlist', `Mood: ${task.prompt.trim()}`];
      // A model that cannot see gets the photo's colours in words.
      if (task.image && !options.vision) lines.push(`Photo: ${describeImageMood(task.image.mood)}`);
      lines.push(`Songs: ${task.count}`);
      const text = lines.join('\n');
      const content: string | ContentPart[] =
        task.image && options.vision
          ? [
              { type: 'text', text },
              { type: 'image_url', image_url: { url: task.image.dataUrl, detail: 'low' } },
            ]
          : text;
      return [
        { role: 'system', content: PLAYLIST_SYSTEM_PROMPT },
        { role: 'user', content },
      ];
    }
    case 'extend':
      return [
        { role: 'system', content: EXTEND_SYSTEM_PROMPT },
        {
          role: 'user',
          content: [
            'Task: extend',
            `Songs: ${task.count}`,
            'Current playlist:',
            formatSongList(task.currentSongs),
          ].join('\n'),
        },
      ];
    case 'specific-song':
      return [
        { role: 'system', content: SPECIFIC_SONG_SYSTEM_PROMPT },
        {
          role: 'user',
          content: [
            'Task: specific-song',
            `Requested song: ${task.request.trim()}`,
            'Current playlist:',
            formatSongList(task.currentSongs),
          ].join('\n'),
        },
      ];
  }
}
