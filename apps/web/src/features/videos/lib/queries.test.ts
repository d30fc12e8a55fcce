// spec 5: added queries are de-duplicated, among themselves and against the current ones.
import { describe, expect, it } from 'vitest';
import { newQueries, uniqueQueries } from './queries';

describe('section queries', () => {
  it('trims, drops blanks and keeps the first of queries differing only in case', () => {
    expect(uniqueQueries(['  lofi  rain ', '', 'Lofi Rain', 'jazz'])).toEqual([
      'lofi rain',
      'jazz',
    ]);
  });

  it('adds only lines that are new to the section', () => {
    expect(newQueries(['lofi rain'], 'LOFI RAIN\n\n  night jazz \nnight jazz\r\ncity pop')).toEqual(
      ['night jazz', 'city pop'],
    );
  });
});
