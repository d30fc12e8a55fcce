// The saved track and position (spec 3 last_track_index, track_progress) as a reload reads them.
import { describe, expect, it } from 'vitest';
import { createPositionStore } from './playback-storage';

describe('the saved position', () => {
  it('is read back as saved', () => {
    const store = createPositionStore();
    store.save({ index: 3, positionMs: 42_000, playing: true });
    expect(localStorage.getItem('last_track_index')).toBe('3');
    expect(localStorage.getItem('track_progress')).toBe('42000');
    expect(createPositionStore().load()).toEqual({ index: 3, positionMs: 42_000, playing: true });
  });

  it('is gone once forgotten, and saved again afterwards even if unchanged', () => {
    const store = createPositionStore();
    store.save({ index: 1, positionMs: 5000, playing: false });
    store.forget();
    expect(store.load()).toBeNull();
    store.save({ index: 1, positionMs: 5000, playing: false });
    expect(store.load()).toEqual({ index: 1, positionMs: 5000, playing: false });
  });

  it('ignores an index that is not a track place', () => {
    localStorage.setItem('last_track_index', '-2');
    expect(createPositionStore().load()).toBeNull();
    localStorage.setItem('last_track_index', 'abc');
    expect(createPositionStore().load()).toBeNull();
  });
});
