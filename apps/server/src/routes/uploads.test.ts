// Uploads (AMENDMENTS A8) against the real app and database.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';
import { images } from '../db/schema';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

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
  const error = (response: { json: <T>() => T }) =>
    response.json<{ error: { message: string } }>().error.message;

  it('judges a PNG named .jpg by its bytes and serves it back as a PNG', async () => {
    const bytes = await png();
    const response = await upload({
      image: dataUrl('image/jpeg', bytes),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    const served = await h.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    const again = await h.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // The same photo twice is kept once.
    const second = await upload({
      image: dataUrl('image/png', bytes),
      filename: 'again.png',
      contentType: 'image/png',
    });
    expect(second.json<{ imageUrl: string }>().imageUrl).toBe(imageUrl);
  });

  it('refuses a text file named .png, and a broken data URL, with a reason', async () => {
    const text = await upload({
      image: dataUrl('image/png', Buffer.from('hello, not a picture')),
      filename: 'notes.png',
      contentType: 'image/png',
    });
    expect(text.statusCode).toBe(400);
    expect(error(text)).toBe('Only JPEG, PNG and WEBP images can be uploaded.');
    const broken = await upload({
      image: 'data:image/png;base64,!!!',
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('drops metadata such as the GPS position', async () => {
    const withGps = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#ffaa33' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Moodcam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const response = await upload({
      image: dataUrl('image/jpeg', withGps),
      filename: 'trip.jpg',
      contentType: 'image/jpeg',
    });
    const served = await h.inject({
      method: 'GET',
      url: response.json<{ imageUrl: string }>().imageUrl,
    });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Moodcam'))).toBe(false);
  });

  it('refuses an image over 4 MB and stores nothing', async () => {
    const before = (await h.app.database.db.select().from(images)).length;
    const noise = await sharp(randomBytes(1400 * 1100 * 3), {
      raw: { width: 1400, height: 1100, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    const response = await upload({
      image: dataUrl('image/png', noise),
      filename: 'noise.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(error(response)).toMatch(
      /^Image is still too large after compression \(\d+\.\d\d MB\)\. Please use a smaller image\.$/,
    );
    expect((await h.app.database.db.select().from(images)).length).toBe(before);
  });

  it('needs a signed-in person, and answers 404 for an unknown image', async () => {
    const anonymous = await upload(
      { image: dataUrl('image/png', await png()), filename: 'a.png', contentType: 'image/png' },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await h.inject({ method: 'GET', url: `/api/images/${'0'.repeat(64)}` })).statusCode,
    ).toBe(404);
    expect((await h.inject({ method: 'GET', url: '/api/images/not-a-hash' })).statusCode).toBe(404);
  });
});
