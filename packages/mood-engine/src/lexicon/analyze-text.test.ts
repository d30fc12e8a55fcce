import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { LEXICON } from './lexicon';

function phrases(prompt: string): string[] {
  return analyzeText(prompt).terms.map((term) => term.word.phrase);
}

describe('analyzeText', () => {
  it('knows at least 400 words and phrases', () => {
    expect(LEXICON.size).toBeGreaterThanOrEqual(400);
  });

  it('matches a phrase before its single words', () => {
    expect(phrases('rainy sunday morning, coffee, slow start')).toEqual([
      'rainy',
      'sunday morning',
      'coffee',
      'slow start',
    ]);
    expect(phrases('late night road trip')).toEqual(['late night', 'road trip']);
  });

  it('folds case, accents and punctuation', () => {
    expect(phrases('CAFÉ, Été… "Chill"!')).toEqual(['cafe', 'chill']);
    expect(phrases("80's hip-hop, K-Pop")).toEqual(['80s', 'hip hop', 'k pop']);
  });

  it('turns "not sad" away from sadness', () => {
    const sad = analyzeText('sad').target;
    const notSad = analyzeText('not sad').target;
    expect(sad.features.valence?.value).toBeLessThan(0.3);
    expect(notSad.features.valence?.value).toBeGreaterThan(0.7);
    expect(notSad.tags.get('sad')).toBeLessThan(0);
  });

  it('lets a negation reach over a filler word', () => {
    const target = analyzeText('not feeling sad').target;
    expect(target.features.valence?.value).toBeGreaterThan(0.7);
  });

  it('makes "very calm" calmer and "slightly calm" less calm than "calm"', () => {
    const energy = (prompt: string) => analyzeText(prompt).target.features.energy?.value ?? 1;
    expect(energy('very calm')).toBeLessThan(energy('calm'));
    expect(energy('slightly calm')).toBeGreaterThan(energy('calm'));
  });

  it('reads languages, genres and eras', () => {
    const target = analyzeText('french jazz from the eighties').target;
    expect(target.languages.get('fr')).toBeGreaterThan(0);
    expect(target.genres.get('jazz')).toBeGreaterThan(0);
    expect(target.eras[0]).toMatchObject({ from: 1980, to: 1989 });
  });

  it('reads "no vocals" as instrumental rather than as a negation', () => {
    expect(
      analyzeText('focus music, no vocals').target.languages.get('instrumental'),
    ).toBeGreaterThan(0);
  });

  it('finds artist names, but not ordinary words that happen to be band names', () => {
    expect(analyzeText('songs like Bon Iver').artists.map((a) => a.name)).toEqual(['Bon Iver']);
    expect(analyzeText('taylor swift vibes').artists.map((a) => a.name)).toEqual(['Taylor Swift']);
    expect(analyzeText('a journey to the heart of summer').artists).toEqual([]);
  });
});
