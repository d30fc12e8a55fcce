import { describe, expect, it } from 'vitest';
import { createSongStreamParser } from './song-stream';

const ANSWER = JSON.stringify(
  {
    songs: [
      { title: 'Here Comes the Sun', artist: 'The Beatles' },
      { title: 'Say "Hi" {now}', artist: 'A \\ B' },
    ],
    name: 'Slow Sunday',
  },
  null,
  2,
);

function feed(text: string, size: number) {
  const parser = createSongStreamParser();
  const updates = [];
  for (let i = 0; i < text.length; i += size) updates.push(parser.push(text.slice(i, i + size)));
  return { parser, updates };
}

describe('song stream parser', () => {
  it('hands out each song as soon as its object closes, at any chunk size', () => {
    for (const size of [1, 3, 7, 1000]) {
      const { parser, updates } = feed(ANSWER, size);
      expect(updates.flatMap((u) => u.songs)).toEqual([
        { title: 'Here Comes the Sun', artist: 'The Beatles' },
        { title: 'Say "Hi" {now}', artist: 'A \\ B' },
      ]);
      expect(updates.map((u) => u.name).filter(Boolean)).toEqual(['Slow Sunday']);
      expect(parser.complete).toBe(true);
    }
  });

  it('gives the first song as soon as its title and artist are written', () => {
    const parser = createSongStreamParser();
    const artistEnd = ANSWER.indexOf('"The Beatles"') + '"The Beatles"'.length;
    expect(parser.push(ANSWER.slice(0, artistEnd - 1)).songs).toEqual([]);
    expect(parser.push(ANSWER.slice(artistEnd - 1, artistEnd)).songs).toEqual([
      { title: 'Here Comes the Sun', artist: 'The Beatles' },
    ]);
    // Closing its object later does not hand it out twice.
    expect(parser.push(ANSWER.slice(artistEnd, ANSWER.indexOf('}') + 1)).songs).toEqual([]);
    expect(parser.complete).toBe(false);
  });

  it('waits for the closing brace when a song has no artist field', () => {
    const { updates } = feed('{"songs":[{"title":"Solo"},{"artist":"B","title":"Two"}]}', 3);
    expect(updates.flatMap((u) => u.songs)).toEqual([
      { title: 'Solo', artist: '' },
      { title: 'Two', artist: 'B' },
    ]);
  });

  it('reads an answer inside a code fence with prose around it', () => {
    const { updates, parser } = feed(`Sure! Here it is:\n\`\`\`json\n${ANSWER}\n\`\`\`\nEnjoy`, 5);
    expect(updates.flatMap((u) => u.songs)).toHaveLength(2);
    expect(parser.complete).toBe(true);
  });

  it('ignores song-shaped objects outside the songs array and songs without a title', () => {
    const text =
      '{"name":"X","meta":{"title":"no","artist":"no"},"songs":[{"artist":"Only"},{"title":"Yes","artist":"Y"}]}';
    const { updates } = feed(text, 4);
    expect(updates.flatMap((u) => u.songs)).toEqual([{ title: 'Yes', artist: 'Y' }]);
  });

  it('reports an answer that never closes as incomplete', () => {
    const { parser } = feed(ANSWER.slice(0, ANSWER.length - 20), 10);
    expect(parser.complete).toBe(false);
  });
});
