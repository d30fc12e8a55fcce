import { describe, expect, it } from 'vitest';
import { escapeXml, initials, monogramPath, monogramSvg } from './monogram';

describe('monograms', () => {
  it('draws the first and last initials of a name', () => {
    expect(initials('Lofi Girl')).toBe('LG');
    expect(initials('the  Anti-Social   Social Club')).toBe('TC');
    expect(initials('Ólafur')).toBe('Ó');
    expect(initials('***')).toBe('?');
  });

  it('escapes everything of the name that reaches the SVG', () => {
    const svg = monogramSvg('<script>alert("x")</script> & co');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(escapeXml("a'b\u0000c")).toBe('a&apos;bc');
  });

  it('picks the same colour for the same name, and a path the route serves', () => {
    expect(monogramSvg('Nujabes')).toBe(monogramSvg('Nujabes'));
    expect(monogramPath('Café Tacvba / live')).toBe(
      '/api/monograms/Caf%C3%A9%20Tacvba%20%2F%20live.svg',
    );
  });
});
