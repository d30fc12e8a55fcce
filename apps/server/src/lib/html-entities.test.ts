import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities';

describe('decodeHtmlEntities', () => {
  it('turns named and numeric entities back into characters', () => {
    expect(decodeHtmlEntities('Rock &amp; Roll, it&#39;s &quot;live&quot; &#x2F; caf&#233;')).toBe(
      'Rock & Roll, it\'s "live" / café',
    );
  });

  it('leaves markup as text and unknown entities alone', () => {
    expect(decodeHtmlEntities('&lt;script&gt; &bogus; &#0;')).toBe('<script> &bogus; &#0;');
  });
});
