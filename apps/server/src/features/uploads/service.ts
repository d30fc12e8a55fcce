// Uploads (AMENDMENTS A8): re-encoded so that metadata such as the GPS position is gone,
// stored by the hash of what is kept, served with the type the bytes really have. Each
// person has a daily share of uploads (count and bytes), and photos no vibe uses are deleted
// once they are a day old.
import { createHash } from 'node:crypto';
import { MAX_COMPRESSED_IMAGE_BYTES, UPLOADED_IMAGE_PATH } from '@moodtape/core';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images, vibes } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { AiImage } from '../../integrations/ai/types';
import type { DailyQuota } from '../limits';
import type { ImageFile, ImageFiles } from './image-files';
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

export function createImageService(deps: {
  db: Db;
  files: ImageFiles;
  quota: Pick<DailyQuota, 'spend'>;
}) {
  const { db, files } = deps;

  // The file copy, written from the database first if this instance has none yet.
  async function openFile(sha256: string): Promise<ImageFile | null> {
    const file = await files.open(sha256);
    if (file) return file;
    const [row] = await db.select().from(images).where(eq(images.sha256, sha256));
    if (!row) return null;
    await files.write(sha256, row.contentType, row.bytes);
    return files.open(sha256);
  }

  return {
    async upload(dataUrl: string, userId: string): Promise<{ sha256: string }> {
      const { bytes, format } = await readImageDataUrl(dataUrl);
      await deps.quota.spend(userId, 'uploads');
      const { data, info } = await reencode(bytes, format);
      await deps.quota.spend(userId, 'uploadBytes', data.length);
      const sha256 = createHash('sha256').update(data).digest('hex');
      const contentType = mimeType(format);
      // Stored by content hash: the same photo twice is one row.
      await db
        .insert(images)
        .values({
          sha256,
          contentType,
          bytes: data,
          width: info.width,
          height: info.height,
          uploadedBy: userId,
        })
        .onConflictDoNothing({ target: images.sha256 });
      await files.write(sha256, contentType, data);
      return { sha256 };
    },

    openFile,

    // The photo of a playlist for the AI calls around it (spec 7 `imageUrl`): only a photo
    // uploaded to Moodtape (/api/images/<sha256>), never an outside address.
    async photoForAi(imageUrl: string | null | undefined): Promise<AiImage | null> {
      if (imageUrl === null || imageUrl === undefined || imageUrl.trim() === '') return null;
      if (!UPLOADED_IMAGE_PATH.test(imageUrl)) throw new ValidationError(NOT_OUR_PHOTO);
      const sha256 = imageUrl.slice('/api/images/'.length);
      if (!(await openFile(sha256))) throw new ValidationError(NOT_OUR_PHOTO);
      const image = await files.read(sha256);
      if (!image) throw new ValidationError(NOT_OUR_PHOTO);
      return aiImage(image.bytes, image.contentType);
    },
  };
}

// A photo is kept while a vibe shows it; one nobody saved is deleted after this long, which
// leaves a generation's calls around the music all the time they need.
const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

// The hourly sweep (app.ts): unused photos from the database, then any file copy whose photo
// is no longer stored (another instance may have deleted it).
export async function sweepUnusedImages(db: Db, files: ImageFiles, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS);
  const used = db
    .select({ url: vibes.imageUrl })
    .from(vibes)
    .where(eq(vibes.imageUrl, sql`'/api/images/' || ${images.sha256}`));
  const deleted = await db
    .delete(images)
    .where(and(lt(images.createdAt, cutoff), sql`not exists (${used})`))
    .returning({ sha256: images.sha256 });
  await Promise.all(deleted.map((row) => files.remove(row.sha256)));

  const onDisk: string[] = [];
  for await (const sha256 of files.list(cutoff)) onDisk.push(sha256);
  for (let i = 0; i < onDisk.length; i += 500) {
    const batch = onDisk.slice(i, i + 500);
    const stored = await db
      .select({ sha256: images.sha256 })
      .from(images)
      .where(inArray(images.sha256, batch));
    const kept = new Set(stored.map((row) => row.sha256));
    await Promise.all(batch.filter((sha) => !kept.has(sha)).map((sha) => files.remove(sha)));
  }
}

// The picture is turned upright by its EXIF orientation first, because sharp writes no
// metadata unless asked to: EXIF (GPS included), XMP and ICC are all left behind, and colours
// are converted to sRGB so dropping the ICC profile does not shift them.
// Re-encoding can make a file larger than the 4 MB it arrived within (a tightly compressed
// PNG, a JPEG saved at low quality); such a photo is scaled down until it fits again.
async function reencode(bytes: Buffer, format: ImageFormat) {
  let scale = 1;
  for (let attempt = 0; attempt < 4; attempt++) {
    const result = await encode(bytes, format, scale);
    if (result.data.length <= MAX_COMPRESSED_IMAGE_BYTES) return result;
    scale *= Math.sqrt(MAX_COMPRESSED_IMAGE_BYTES / result.data.length) * 0.9;
  }
  throw new ValidationError(TOO_LARGE_AFTER_CLEANING);
}

const TOO_LARGE_AFTER_CLEANING =
  'The image is too large to store, even made smaller. Please use an image of 4 MB or less.';

async function encode(bytes: Buffer, format: ImageFormat, scale: number) {
  let pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  if (scale < 1) {
    const { width = 1, height = 1 } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .metadata()
      .then((m) => ({
        width: m.autoOrient?.width ?? m.width,
        height: m.autoOrient?.height ?? m.height,
      }))
      .catch(() => ({ width: 1, height: 1 }));
    pipeline = pipeline.resize(
      Math.max(1, Math.floor(width * scale)),
      Math.max(1, Math.floor(height * scale)),
    );
  }
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
