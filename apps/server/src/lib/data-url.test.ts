import { describe, expect, it } from 'vitest';
import { decodeDataUrl } from './data-url';

describe('data URLs', () => {
  it('gives the bytes of a base64 data URL, whatever type it declares', () => {
    expect(decodeDataUrl('data:image/jpeg;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeDataUrl('data:;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeDataUrl('data:image/png;name=a.png;base64,aGk=')?.toString()).toBe('hi');
    // Some encoders wrap base64 at 76 columns.
    expect(decodeDataUrl('data:image/png;base64,aGVs\r\nbG8=')?.toString()).toBe('hello');
  });

  it('refuses anything else', () => {
    expect(decodeDataUrl('https://example.com/a.png')).toBeNull();
    expect(decodeDataUrl('data:image/png,raw-not-base64')).toBeNull();
    expect(decodeDataUrl('data:image/png;base64,<script>')).toBeNull();
    expect(decodeDataUrl(' data:image/png;base64,aGk=')).toBeNull();
  });
});
