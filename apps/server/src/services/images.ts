// Uploads (AMENDMENTS A8): re-encoded so that metadata such as the GPS position is gone,
// stored by the hash of what is kept, served with the type the bytes really have.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { findImage, saveImage } from '../db/images';
import { ValidationError } from '../errors';
import {
  DAMAGED_IMAGE,
  type ImageFormat,
  MAX_IMAGE_PIXELS,
  mimeType,
  readImageDataUrl,
} from './image-bytes';

export type ImageService = ReturnType<typeof createImageService>;

export function createImageService(deps: { db: Db }) {
  return {
    async upload(dataUrl: string, userId: string): Promise<{ sha256: string }> {
      const { bytes, format } = await readImageDataUrl(dataUrl);
      const { data, info } = await reencode(bytes, format);
      const sha256 = createHash('sha256').update(data).digest('hex');
      await saveImage(deps.db, {
        sha256,
        contentType: mimeType(format),
        bytes: data,
        width: info.width,
        height: info.height,
        uploadedBy: userId,
      });
      return { sha256 };
    },

    find: (sha256: string) => findImage(deps.db, sha256),
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
