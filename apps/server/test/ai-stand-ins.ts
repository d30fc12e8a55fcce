// An outside model's answer cannot be scripted through the OpenAI emulator, so these tiny
// providers stand in for one at the AiProvider interface in the answer-checking tests; the
// built-in mood engine stays the real one.
import { vi } from 'vitest';
import type { AiProvider } from '../src/integrations/ai/types';

export const answering = (text: string): AiProvider => ({
  name: 'stand-in model',
  async *stream() {
    yield text.slice(0, 10);
    yield text.slice(10);
  },
});

export const failing = (message: string): AiProvider => ({
  name: 'down',
  // eslint-disable-next-line require-yield -- fails before writing anything
  async *stream() {
    throw new Error(message);
  },
});

// A playlist as the page sends it to the calls around the music (spec 7).
export const CABIN_PLAYLIST = {
  name: 'Cabin Fever',
  tracks: [
    { title: 'Holocene', artist: 'Bon Iver' },
    { title: 'Skinny Love', artist: 'Bon Iver' },
    { title: 'Re: Stacks', artist: 'Bon Iver' },
  ],
};

// What the calls around the music are told about a playlist.
export const AROUND_INPUT = {
  prompt: 'snowy cabin night',
  playlistName: 'Cabin Fever',
  songs: [{ title: 'Holocene', artist: 'Bon Iver' }],
  image: null,
};

export const quietLogger = () => ({ warn: vi.fn(), info: vi.fn() });
