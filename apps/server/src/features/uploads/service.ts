// Uploads (AMENDMENTS A8): re-encoded so that metadata such as the GPS position is gone,
// stored by the hash of what is kept, served with the type the bytes really have.
import { createHash } from 'node:crypto';
import { UPLOADED_IMAGE_PATH } from '@moodtape/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { AiImage } from '../../integrations/ai/types';
import {
  DAMAGED_IMAGE,
  type ImageFormat,
  MAX_IMAGE_PIXELS,
  aiImage,
  mimeType,
  readImageDataUrl,
} from './image-bytes';

const NOT_OUR_PHOTO = 'imageUrl must be a photo uploaded to Moodtape.';

export type ImageService = ReturnType<typeof createImageService>;

export function createImageService(deps: { db: Db }) {
  const { db } = deps;

  async function find(sha256: string) {
    const [row] = await db.select().from(images).where(eq(images.sha256, sha256));
    return row ?? null;
  }

  return {
    async upload(dataUrl: string, userId: string): Promise<{ sha256: string }> {
      const { bytes, format } = await readImageDataUrl(dataUrl);
      const { data, info } = await reencode(bytes, format);
      const sha256 = createHash('sha256').update(data).digest('hex');
      // Stored by content hash: the same photo twice is one row.
      await db
        .insert(images)
        .values({
          sha256,
          contentType: mimeType(format),
          bytes: data,
          width: info.width,
          height: info.height,
          uploadedBy: userId,
        })
        .onConflictDoNothing({ target: images.sha256 });
      return { sha256 };
    },

    find,

    // The photo of a playlist for the AI calls around it (spec 7 `imageUrl`): only a photo
    // uploaded to Moodtape (/api/images/<sha256>), never an outside address.
    async photoForAi(imageUrl: string | null | undefined): Promise<AiImage | null> {
      if (imageUrl === null || imageUrl === undefined || imageUrl.trim() === '') return null;
      if (!UPLOADED_IMAGE_PATH.test(imageUrl)) throw new ValidationError(NOT_OUR_PHOTO);
      const image = await find(imageUrl.slice('/api/images/'.length));
      if (!image) throw new ValidationError(NOT_OUR_PHOTO);
      return aiImage(Buffer.from(image.bytes), image.contentType);
    },
  };
}

// The picture is turned upright by its EXIF orientation first, because sharp writes no
// metadata unless asked to: EXIF (GPS included), XMP and ICC are all left behind, and colours
// are converted to sRGB so dropping the ICC profile does not shift them.
async function reencode(bytes: Buffer, format: ImageFormat) {
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 85 })
      : format === 'png'
        ? pipeline.png()
        : pipeline.webp({ quality: 85 });
  try {
    return await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    // The header was fine but the pixels are not (a cut-off or corrupted file).
    throw new ValidationError(DAMAGED_IMAGE);
  }
}
