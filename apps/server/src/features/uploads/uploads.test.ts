// Uploads that are taken (AMENDMENTS A8), against the real app and database: judged by their
// bytes, kept without metadata, once per content, and served back with their true type.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_COMPRESSED_IMAGE_BYTES } from '@moodtape/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { createVibe } from '../../../test/vibe-factory';
import { createImageFiles } from './image-files';
import { sweepUnusedImages } from './service';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

describe.each(TEST_DATABASES)('image upload ($kind)', (database) => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await createHarness(database);
    session = await h.signIn('ava.rivers');
  });
  afterAll(() => h.close());

  const upload = (payload: object, cookies: Record<string, string> = { mt_session: session }) =>
    h.inject({ method: 'POST', url: '/api/upload-image', payload, cookies });
  // Uploads and fetches the image back, as the page and then the browser would.
  const roundTrip = async (bytes: Buffer, filename: string, contentType: string) => {
    const response = await upload({ image: dataUrl(contentType, bytes), filename, contentType });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json<{ imageUrl: string }>();
    const served = await h.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    return { imageUrl, served, metadata: await sharp(served.rawPayload).metadata() };
  };

  it('judges a PNG named .jpg by its bytes and serves it back as a PNG, cached for good', async () => {
    const bytes = await canvas(40, 30).png().toBuffer();
    const { imageUrl, served, metadata } = await roundTrip(bytes, 'photo.jpg', 'image/jpeg');
    expect(imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    expect(metadata).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBe(`"${imageUrl.split('/').pop()}"`);

    const again = await h.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': `W/"other", ${String(served.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps the same photo once: a second upload answers the same URL', async () => {
    const bytes = await canvas(20, 20).jpeg().toBuffer();
    const first = await roundTrip(bytes, 'a.jpg', 'image/jpeg');
    const second = await roundTrip(bytes, 'copy-of-a.jpeg', 'image/jpeg');
    expect(second.imageUrl).toBe(first.imageUrl);
  });

  it('drops metadata such as the GPS position', async () => {
    const withGps = await canvas(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Moodcam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><creator>Ava Secret</creator></x:xmpmeta>')
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();

    const { served, metadata } = await roundTrip(withGps, 'trip.jpg', 'image/jpeg');
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Moodcam'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Ava Secret'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    // 64x48 as stored, marked "rotate 90° clockwise to view" as phone cameras do.
    const sideways = await canvas(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { metadata } = await roundTrip(sideways, 'portrait.jpg', 'image/jpeg');
    expect(metadata).toMatchObject({ width: 48, height: 64 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('takes a WEBP and serves it as one', async () => {
    const bytes = await canvas(30, 30).webp().toBuffer();
    const { served, metadata } = await roundTrip(bytes, 'sticker', 'application/octet-stream');
    expect(metadata.format).toBe('webp');
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('needs a signed-in person', async () => {
    const bytes = await canvas(10, 10).png().toBuffer();
    const anonymous = await upload(
      { image: dataUrl('image/png', bytes), filename: 'a.png', contentType: 'image/png' },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('answers 404 with a JSON error for an unknown image or a malformed hash', async () => {
    for (const url of [`/api/images/${'0'.repeat(64)}`, '/api/images/not-a-hash']) {
      const response = await h.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('keeps a stored photo within 4 MB even when cleaning it made the file larger', async () => {
    // Noise saved at a low JPEG quality: re-encoded at ours, it would grow past 4 MB.
    const side = 3600;
    const noise = Buffer.alloc(side * side * 3);
    // xorshift32: noise no encoder can squeeze.
    let x = 2463534242;
    for (let i = 0; i < noise.length; i++) {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      noise[i] = x & 255;
    }
    const bytes = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 30 })
      .toBuffer();
    expect(bytes.length).toBeLessThanOrEqual(MAX_COMPRESSED_IMAGE_BYTES);
    expect((await sharp(bytes).jpeg({ quality: 85 }).toBuffer()).length).toBeGreaterThan(
      MAX_COMPRESSED_IMAGE_BYTES,
    );
    const { served, metadata } = await roundTrip(bytes, 'noise.jpg', 'image/jpeg');
    expect(served.rawPayload.length).toBeLessThanOrEqual(MAX_COMPRESSED_IMAGE_BYTES);
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBeLessThan(side);
  });

  it('serves a photo again after its file copy is gone (another instance, a new disk)', async () => {
    const bytes = await canvas(33, 22).png().toBuffer();
    const { imageUrl } = await roundTrip(bytes, 'a.png', 'image/png');
    await rm(path.join(h.config.dataDir, 'images'), { recursive: true, force: true });
    const served = await h.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(33);
  });

  it('deletes photos no vibe shows once they are a day old, and keeps the ones vibes show', async () => {
    const kept = await roundTrip(await canvas(21, 21).png().toBuffer(), 'k.png', 'image/png');
    const unused = await roundTrip(await canvas(22, 22).png().toBuffer(), 'u.png', 'image/png');
    await createVibe(h, session, { image_url: kept.imageUrl });
    const files = createImageFiles(h.config.dataDir);
    const sha = (url: string) => url.split('/').pop() as string;

    await sweepUnusedImages(h.app.database.db, files, new Date());
    expect((await h.inject({ method: 'GET', url: unused.imageUrl })).statusCode).toBe(200);

    await sweepUnusedImages(h.app.database.db, files, new Date(Date.now() + 25 * 3600_000));
    expect((await h.inject({ method: 'GET', url: unused.imageUrl })).statusCode).toBe(404);
    expect(await files.open(sha(unused.imageUrl))).toBeNull();
    expect((await h.inject({ method: 'GET', url: kept.imageUrl })).statusCode).toBe(200);
  });
});
