// Uploads (AMENDMENTS A8): re-encoded so that metadata such as the GPS position is gone,
// stored by the hash of what is kept, served with the type the bytes really have.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { findImage, saveImage } from '../db/images';
import { MAX_IMAGE_PIXELS, mimeType, readImageDataUrl } from './image-bytes';

export type ImageService = ReturnType<typeof createImageService>;

export function createImageService(deps: { db: Db }) {
  return {
    async upload(dataUrl: string, userId: string): Promise<{ sha256: string }> {
      const { bytes, format } = await readImageDataUrl(dataUrl);
      // .rotate() applies the EXIF orientation before the EXIF block is dropped; sharp keeps
      // no metadata unless asked to.
      const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
      const encoded =
        format === 'jpeg'
          ? pipeline.jpeg({ quality: 86 })
          : format === 'png'
            ? pipeline.png()
            : pipeline.webp({ quality: 86 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
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
