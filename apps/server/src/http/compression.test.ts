// Answers compressed on the fly, as a browser meets them: JSON above 1 KB in the encoding it
// accepts, small answers and event streams as they are. One database is enough.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { doneEvent, parseEventStream } from '../../test/event-stream';
import { signedInHarness } from '../../test/harness';
import { createVibe } from '../../test/vibe-factory';

const pglite = TEST_DATABASES[0]!;

describe('compression of answers', () => {
  const page = signedInHarness(pglite);
  const get = (url: string, acceptEncoding?: string) =>
    page.h.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      cookies: { mt_session: page.session },
    });

  it.each([
    { accepts: 'gzip, deflate, br', sent: 'br', decode: brotliDecompressSync },
    { accepts: 'gzip', sent: 'gzip', decode: gunzipSync },
  ])('sends Discover ($accepts) as $sent', async ({ accepts, sent, decode }) => {
    for (let i = 0; i < 4; i++) {
      await createVibe(page.h, page.session, { name: `Night drive ${i}`, is_public: true });
    }
    const plain = await get('/api/vibes/public');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await get('/api/vibes/public', accepts);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(sent);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('sends answers under 1 KB as they are', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the comment list, and its ETag still answers 304', async () => {
    const vibe = await createVibe(page.h, page.session, { is_public: true });
    for (let i = 0; i < 6; i++) {
      await page.h.inject({
        method: 'POST',
        url: `/api/vibes/${vibe.id}/comments`,
        payload: { content: `Comment ${i}: this one plays on every late drive home.` },
        cookies: { mt_session: page.session },
      });
    }
    const res = await get(`/api/vibes/${vibe.id}/comments`, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const again = await page.h.inject({
      method: 'GET',
      url: `/api/vibes/${vibe.id}/comments`,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
      cookies: { mt_session: page.session },
    });
    expect(again.statusCode).toBe(304);
  });

  it('streams a generation uncompressed, so each song arrives as it is written', async () => {
    const res = await page.h.inject({
      method: 'POST',
      url: '/api/generate-playlist',
      payload: { prompt: 'late night drive, neon, rain', selectedImage: null },
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      cookies: { mt_session: page.session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(doneEvent(parseEventStream(res.payload)).tracks.length).toBeGreaterThan(0);
  });
});
