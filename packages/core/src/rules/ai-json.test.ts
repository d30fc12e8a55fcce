import { describe, it, expect } from 'vitest';
import { AiJsonError, VIDEO_QUERY_CATEGORIES, extractAiJson, parseVideoQueries } from './ai-json';

const COMPLETE = {
  musicQueries: ['lofi beats'],
  ambientQueries: ['rain sounds'],
  generalQueries: ['city walk'],
  shortsQueries: ['cat shorts'],
  gradient: 'linear-gradient(135deg, #1e3c72, #2a5298)',
};

describe('extractAiJson', () => {
  it('parses plain JSON', () => {
    expect(extractAiJson('{"name":"Rainy","songs":[]}')).toEqual({ name: 'Rainy', songs: [] });
    expect(extractAiJson('  [1, 2]\n')).toEqual([1, 2]);
  });

  it('parses JSON inside a json code fence', () => {
    expect(extractAiJson('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
  });

  it('parses JSON inside a bare code fence', () => {
    expect(extractAiJson('```\n{"a": 2}\n```')).toEqual({ a: 2 });
  });

  it('parses a fence with text before and after it', () => {
    expect(extractAiJson('Here you go:\n```json\n{"a": 3}\n```\nEnjoy!')).toEqual({ a: 3 });
  });

  it('parses a fence on one line and a fence left open', () => {
    expect(extractAiJson('```json {"a": 4} ```')).toEqual({ a: 4 });
    expect(extractAiJson('```json\n{"a": 5}')).toEqual({ a: 5 });
  });

  it('does not cut plain JSON whose text contains a fence', () => {
    expect(extractAiJson('{"note": "use ```code``` here"}')).toEqual({
      note: 'use ```code``` here',
    });
  });

  it('throws AiJsonError for anything that is not JSON', () => {
    expect(() => extractAiJson('Sorry, I cannot help with that.')).toThrow(AiJsonError);
    expect(() => extractAiJson('')).toThrow('AI response is not valid JSON');
    expect(() => extractAiJson('```json\n{"a": }\n```')).toThrow(AiJsonError);
  });

  it('names the error and keeps the cause', () => {
    let caught: unknown;
    try {
      extractAiJson('nope');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AiJsonError);
    expect(caught).toBeInstanceOf(Error);
    expect((caught as AiJsonError).name).toBe('AiJsonError');
    expect((caught as AiJsonError).cause).toBeInstanceOf(SyntaxError);
  });
});

describe('parseVideoQueries', () => {
  it('lists the four categories', () => {
    expect(VIDEO_QUERY_CATEGORIES).toEqual([
      'musicQueries',
      'ambientQueries',
      'generalQueries',
      'shortsQueries',
    ]);
  });

  it('returns the four arrays and the gradient', () => {
    expect(parseVideoQueries(`\`\`\`json\n${JSON.stringify(COMPLETE)}\n\`\`\``)).toEqual(COMPLETE);
  });

  it('trims queries and drops blanks and non-text entries', () => {
    const text = JSON.stringify({
      ...COMPLETE,
      musicQueries: [' jazz ', '', 42, null, 'soul'],
      gradient: ' #000 ',
    });
    expect(parseVideoQueries(text)).toEqual({
      ...COMPLETE,
      musicQueries: ['jazz', 'soul'],
      gradient: '#000',
    });
  });

  it('accepts empty arrays', () => {
    const text = JSON.stringify({ ...COMPLETE, shortsQueries: [] });
    expect(parseVideoQueries(text).shortsQueries).toEqual([]);
  });

  it('throws the spec 8 message for an unparseable reply', () => {
    expect(() => parseVideoQueries('not json at all')).toThrow(
      new Error('Failed to parse video queries from AI response'),
    );
  });

  it('names the missing categories in order', () => {
    const { musicQueries: _m, gradient: _g, ...rest } = COMPLETE;
    expect(() => parseVideoQueries(JSON.stringify(rest))).toThrow(
      new Error('AI response is missing video query categories: musicQueries, gradient'),
    );
  });

  it('counts a non-array and a non-text or blank gradient as missing', () => {
    const text = JSON.stringify({ ...COMPLETE, ambientQueries: 'rain', gradient: 5 });
    expect(() => parseVideoQueries(text)).toThrow(
      new Error('AI response is missing video query categories: ambientQueries, gradient'),
    );
    const blank = JSON.stringify({ ...COMPLETE, gradient: '  ' });
    expect(() => parseVideoQueries(blank)).toThrow(
      new Error('AI response is missing video query categories: gradient'),
    );
  });

  it('names everything when the JSON is not an object', () => {
    const all =
      'AI response is missing video query categories: musicQueries, ambientQueries, generalQueries, shortsQueries, gradient';
    expect(() => parseVideoQueries('[]')).toThrow(new Error(all));
    expect(() => parseVideoQueries('null')).toThrow(new Error(all));
    expect(() => parseVideoQueries('{}')).toThrow(new Error(all));
  });
});
