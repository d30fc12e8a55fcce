import { describe, expect, it } from 'vitest';
import { safeLinkUrl, safeMediaUrl } from './safe-url';

describe('safe addresses', () => {
  it('keeps http(s) links and refuses every other scheme', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com/');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,hi')).toBeNull();
    expect(safeLinkUrl('/relative')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });

  it('lets media come from our own origin but not from a protocol-relative host', () => {
    expect(safeMediaUrl('/api/monograms/A.svg')).toBe('/api/monograms/A.svg');
    expect(safeMediaUrl('//evil.example/x.png')).toBeNull();
    expect(safeMediaUrl('/\\evil.example/x.png')).toBeNull();
    expect(safeMediaUrl('data:image/svg+xml,<svg/>')).toBeNull();
  });
});
