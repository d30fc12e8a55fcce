import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from './search-query';

describe('toPrefixTsquery', () => {
  it('matches every word typed, as a prefix', () => {
    expect(toPrefixTsquery('Rainy  Sunday')).toBe('rainy:* & sunday:*');
  });

  it('drops tsquery operators and punctuation, so nothing can be injected', () => {
    expect(toPrefixTsquery("jazz' | !(x) & <script>:*")).toBe('jazz:* & x:* & script:*');
  });

  it('keeps letters of any script and digits', () => {
    expect(toPrefixTsquery('café 90s ночь')).toBe('café:* & 90s:* & ночь:*');
  });

  it('means no search when nothing searchable was typed', () => {
    expect(toPrefixTsquery('  !!! ')).toBeNull();
    expect(toPrefixTsquery(undefined)).toBeNull();
  });

  it('asks for a repeated word once and for at most eight words', () => {
    expect(toPrefixTsquery('lo lo fi')).toBe('lo:* & fi:*');
    expect(toPrefixTsquery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});
