import { describe, expect, it } from 'vitest';
import { foldText, foldWords } from './text-fold';

describe('foldText', () => {
  it.each([
    ['Beyoncé', 'beyonce'],
    ['SIGUR RÓS', 'sigur ros'],
    ['Crème brûlée', 'creme brulee'],
    ['Straße', 'strasse'],
    ['BØRNS', 'borns'],
    ['Æther', 'aether'],
    ['Rock & Roll', 'rock and roll'],
    ['Mumford&Sons', 'mumford and sons'],
    ['Hello,   Goodbye!', 'hello goodbye'],
    ['Ob-La-Di, Ob-La-Da', 'ob la di ob la da'],
    ['  ...  ', ''],
    ['', ''],
  ])('folds %j to %j', (text, expected) => {
    expect(foldText(text)).toBe(expected);
  });

  it.each([["Don't"], ['Don’t'], ['Don‘t'], ['Don`t'], ['Don´t'], ['Donʼt']])(
    'keeps %j one word',
    (text) => {
      expect(foldText(text)).toBe('dont');
    },
  );

  it('keeps letters and digits of every script instead of dropping them', () => {
    expect(foldText('ロビンソン')).toBe('ロビンソン');
    expect(foldText('Нас не догонят')).toBe('нас не догонят');
    expect(foldText('Ελλάδα')).toBe('ελλαδα');
    expect(foldText('花')).toBe('花');
    expect(foldText('소원을 말해봐')).toBe('소원을 말해봐');
    expect(foldText('नमस्ते')).toBe('नमस्ते');
  });

  it('reads compatibility forms as the plain letters', () => {
    expect(foldText('ＡＢＣ ﬁne ²')).toBe('abc fine 2');
  });

  it('is stable: folded text folds to itself', () => {
    for (const text of ['Beyoncé & Jay-Z', 'Don’t Stop Me Now', 'Straße', 'ロビンソン']) {
      expect(foldText(foldText(text))).toBe(foldText(text));
    }
  });
});

describe('foldWords', () => {
  it('splits the folded text into words', () => {
    expect(foldWords("Schindler's List")).toEqual(['schindlers', 'list']);
    expect(foldWords('Fast & Furious')).toEqual(['fast', 'and', 'furious']);
    expect(foldWords('Rainy Café #shorts')).toEqual(['rainy', 'cafe', 'shorts']);
  });

  it('gives no words for text without letters or digits', () => {
    expect(foldWords('')).toEqual([]);
    expect(foldWords(' - ! ')).toEqual([]);
  });
});
