// Uploads that are refused (AMENDMENTS A8, spec 5 and 9), each with a reason the page can
// show as "Failed to upload image: {reason}" (spec 8), and nothing stored.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { images } from '../../db/schema';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } });

describe.each(TEST_DATABASES)('image upload refusals ($kind)', (database) => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await createHarness(database);
    session = await h.signIn('ava.rivers');
  });
  afterAll(() => h.close());

  const storedCount = async () => (await h.app.database.db.select().from(images)).length;
  // Sends the upload and expects it refused with `status` and `message`, storing nothing.
  const expectRefused = async (
    image: string,
    status: number,
    message: string | RegExp,
    filename = 'photo.png',
  ) => {
    const before = await storedCount();
    const response = await h.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: { image, filename, contentType: 'image/png' },
      cookies: { mt_session: session },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    expect(await storedCount()).toBe(before);
  };

  it('refuses a text file named .png, and a GIF, by their bytes', async () => {
    const only = 'Only JPEG, PNG and WEBP images can be uploaded.';
    const text = Buffer.from('hello, not a picture');
    await expectRefused(dataUrl('image/png', text), 400, only, 'notes.png');
    const gif = await canvas(4, 4).gif().toBuffer();
    await expectRefused(dataUrl('image/png', gif), 400, only, 'moving.png');
  });

  it('refuses a malformed data URL', async () => {
    const message = 'The image must be sent as a base64 data URL.';
    await expectRefused('data:image/png;base64,!!!', 400, message);
    await expectRefused('data:image/png,not-base64', 400, message);
    await expectRefused(
      'https://example.com/cat.png',
      400,
      'The image must be sent as a data URL.',
    );
  });

  it('refuses a damaged JPEG or PNG', async () => {
    const message = 'The image could not be read. The file may be damaged.';
    const jpeg = await canvas(200, 200).jpeg().toBuffer();
    await expectRefused(dataUrl('image/jpeg', jpeg.subarray(0, 300)), 400, message);
    const png = await canvas(200, 200).png().toBuffer();
    await expectRefused(dataUrl('image/png', png.subarray(0, png.length - 30)), 400, message);
  });

  it('refuses an image over 4 MB with the spec message', async () => {
    const noise = await sharp(randomBytes(1400 * 1100 * 3), {
      raw: { width: 1400, height: 1100, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    await expectRefused(
      dataUrl('image/png', noise),
      400,
      /^Image is still too large after compression \(4\.\d\d MB\)\. Please use a smaller image\.$/,
    );
  });

  it('refuses a decompression bomb: a small file of more than 40 megapixels', async () => {
    const bomb = await canvas(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(dataUrl('image/png', bomb), 400, /too many pixels/);
  });

  it('refuses a body far over the limit before reading it, with a JSON reason', async () => {
    const huge = `data:image/png;base64,${'A'.repeat(7 * 1024 * 1024)}`;
    await expectRefused(
      huge,
      413,
      'The image is too large to upload. Please use an image of 4 MB or less.',
    );
  });
});
