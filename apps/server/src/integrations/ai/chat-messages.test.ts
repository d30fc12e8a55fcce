// The user message of each call around the music is read by the OpenAI emulator, so its
// lines are fixed: Task, Mood, Photo (only for a model that cannot see), Playlist, songs.
import { describe, expect, it } from 'vitest';
import { chatMessages } from './chat-messages';
import type { AiImage } from './types';

const songs = [
  { title: 'Holocene', artist: 'Bon Iver' },
  { title: 'Re: Stacks', artist: 'Bon Iver' },
];
const image: AiImage = {
  dataUrl: 'data:image/jpeg;base64,AAAA',
  mood: { brightness: 0.3, saturation: 0.2, warmth: 0.4, contrast: 0.5, dominantHues: ['blue'] },
};

function userText(messages: ReturnType<typeof chatMessages>) {
  const content = messages[1]?.content;
  if (typeof content === 'string') return content;
  const part = (content as { type: string; text?: string }[]).find((p) => p.type === 'text');
  return part?.text ?? '';
}

describe('chat messages around the music', () => {
  const input = { prompt: 'snowy cabin\nnight', playlistName: 'Cabin Fever', songs, image: null };

  it('writes the video-queries task line by line', () => {
    const messages = chatMessages({ kind: 'video-queries', ...input }, { vision: true });
    expect(userText(messages)).toBe(
      [
        'Task: video-queries',
        'Mood: snowy cabin night',
        'Playlist: Cabin Fever',
        'Current playlist:',
        'Holocene — Bon Iver',
        'Re: Stacks — Bon Iver',
      ].join('\n'),
    );
    expect(messages[0]?.content).toContain('"shortsQueries"');
  });

  it('writes the suggestions and theme tasks', () => {
    const suggestions = chatMessages({ kind: 'suggestions', ...input }, { vision: true });
    expect(userText(suggestions).split('\n').slice(0, 3)).toEqual([
      'Task: suggestions',
      'Mood: snowy cabin night',
      'Playlist: Cabin Fever',
    ]);
    expect(suggestions[0]?.content).toContain('iconHint');
    const theme = chatMessages({ kind: 'theme', prompt: 'sunset' }, { vision: true });
    expect(userText(theme)).toBe('Task: theme\nMood: sunset');
  });

  it('describes the photo to a model that cannot see, and shows it to one that can', () => {
    const blind = chatMessages({ kind: 'video-queries', ...input, image }, { vision: false });
    const lines = userText(blind).split('\n');
    expect(lines[2]).toMatch(/^Photo: .*photo/);
    expect(lines[3]).toBe('Playlist: Cabin Fever');
    const seeing = chatMessages({ kind: 'suggestions', ...input, image }, { vision: true });
    expect(JSON.stringify(seeing[1]?.content)).toContain('data:image/jpeg;base64,AAAA');
    expect(userText(seeing)).not.toContain('Photo:');
  });
});

describe('chat messages of a playlist', () => {
  it('asks a provider that takes over part-way for the rest, listing the songs it has', () => {
    const rest = chatMessages(
      { kind: 'playlist', prompt: 'snowy cabin', image: null, count: 18, currentSongs: songs },
      { vision: true },
    );
    expect(userText(rest)).toBe(
      [
        'Task: playlist',
        'Mood: snowy cabin',
        'Songs: 18',
        'Current playlist:',
        'Holocene — Bon Iver',
        'Re: Stacks — Bon Iver',
      ].join('\n'),
    );
    expect(rest[0]?.content).toContain('none of the songs in it');
  });
});
