// The 400 sentences a route answers when its core (zod/mini) schema refuses the input: our own
// sentences as written, zod's English ones named by field, limits said with the field.
import {
  PublicVibesQuerySchema,
  SaveToSpotifyRequestSchema,
  StartPlaybackRequestSchema,
} from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';

const URI = `spotify:track:${'a'.repeat(22)}`;

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('parse', () => {
  it('answers our own sentence as written', () => {
    expect(messageOf(() => parse(StartPlaybackRequestSchema, { uris: [URI] }))).toBe(
      'Say which player to use (device_id).',
    );
    expect(
      messageOf(() =>
        parse(StartPlaybackRequestSchema, { device_id: 'd', uris: [URI], offset: 1 }),
      ),
    ).toBe('The track to start with is not in the list.');
  });

  it('names the field before zod’s own English sentence', () => {
    expect(
      messageOf(() =>
        parse(StartPlaybackRequestSchema, { device_id: 'd', uris: [URI], offset: 0.5 }),
      ),
    ).toBe('offset: Invalid input: expected int, received number');
    expect(messageOf(() => parse(PublicVibesQuerySchema, { page: '0' }))).toBe(
      'page: Too small: expected number to be >=1',
    );
  });

  it('says a size limit with the field and the limit', () => {
    const name = 'n'.repeat(50);
    expect(
      messageOf(() =>
        parse(SaveToSpotifyRequestSchema, { name, prompt: 'p'.repeat(2001), uris: [URI] }),
      ),
    ).toBe('prompt is too long: at most 2,000 characters.');
  });

  it('returns the parsed input with its defaults', () => {
    expect(parse(PublicVibesQuerySchema, { page: '3' })).toEqual({ page: 3 });
    expect(parse(PublicVibesQuerySchema, undefined)).toEqual({ page: 1 });
  });
});
