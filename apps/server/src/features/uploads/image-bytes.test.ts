import { describe, expect, it } from 'vitest';
import { decodeDataUrl, sniffImageFormat } from './image-bytes';

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

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('image signatures', () => {
  it('recognises JPEG, PNG and WEBP by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('knows nothing else, however the file is named', () => {
    expect(sniffImageFormat(bytes('GIF89a'))).toBeNull();
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(bytes('hello, not a picture'))).toBeNull();
    expect(sniffImageFormat(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});
