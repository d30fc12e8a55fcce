import { describe, expect, it } from 'vitest';
import { answerTask } from './tasks';

const ask = (...lines: string[]) =>
  JSON.parse(answerTask({ text: lines.join('\n'), imageMood: null }) ?? 'null');

describe('reading Moodtape prompts', () => {
  const current = ['Yesterday — The Beatles', 'Here Comes the Sun — The Beatles'];

  it('ends the "Current playlist:" block at the next "Key:" line or a blank line', () => {
    const before = ask('Task: extend', 'Songs: 3', 'Current playlist:', ...current);
    const keyAfter = ask('Task: extend', 'Current playlist:', ...current, 'Songs: 3');
    const blankAfter = ask('Task: extend', 'Songs: 3', 'Current playlist:', ...current, '', 'x');
    expect(before.songs).toHaveLength(3);
    expect(keyAfter).toEqual(before);
    expect(blankAfter).toEqual(before);
  });

  it('reads a requested song given after the playlist', () => {
    const answer = ask(
      'Task: specific-song',
      'Current playlist:',
      ...current,
      'Requested song: Blackbird',
    );
    expect(answer).toEqual({ songs: [{ title: 'Blackbird', artist: 'The Beatles' }] });
  });

  it('uses the photo description when there is no mood text', () => {
    const dark = ask(
      'Task: playlist',
      'Mood: ',
      'Photo: a dark, cold, blue-toned photo',
      'Songs: 5',
    );
    const bright = ask(
      'Task: playlist',
      'Mood: ',
      'Photo: a bright, warm, orange photo',
      'Songs: 5',
    );
    expect(dark.songs).toHaveLength(5);
    expect(dark.songs).not.toEqual(bright.songs);
  });

  it('knows no other task', () => {
    expect(answerTask({ text: 'Task: haiku', imageMood: null })).toBeNull();
    expect(answerTask({ text: 'Hello', imageMood: null })).toBeNull();
  });
});
