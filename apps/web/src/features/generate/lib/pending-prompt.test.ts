// A visitor's request waits in the tab over sign-in, and only a well-formed one comes back.
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingPrompt, readPendingPrompt, savePendingPrompt } from './pending-prompt';

const photo = { dataUrl: 'data:image/jpeg;base64,AAAA', filename: 'beach.jpg', bytes: 3 };

describe('pending prompt', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the words and the photo until cleared', () => {
    expect(readPendingPrompt()).toBeNull();
    savePendingPrompt({ prompt: 'rainy sunday', photo });
    expect(readPendingPrompt()).toEqual({ prompt: 'rainy sunday', photo });
    clearPendingPrompt();
    expect(readPendingPrompt()).toBeNull();
  });

  it('gives back nothing for what it did not write', () => {
    const stored = (value: string) => {
      window.sessionStorage.setItem('moodtape_pending_prompt', value);
      return readPendingPrompt();
    };
    expect(stored('not json')).toBeNull();
    expect(stored(JSON.stringify({ prompt: 42 }))).toBeNull();
    expect(stored(JSON.stringify({ prompt: '   ', photo: null }))).toBeNull();
    expect(
      stored(JSON.stringify({ prompt: 'x', photo: { ...photo, dataUrl: 'javascript:alert(1)' } })),
    ).toEqual({ prompt: 'x', photo: null });
  });
});
