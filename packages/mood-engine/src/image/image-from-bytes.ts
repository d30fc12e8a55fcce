// Decodes an uploaded photo (JPEG, PNG, WEBP) and reads its colours. Downscaled first: colour
// statistics do not need more than a thumbnail, and decoding stays fast.
import sharp from 'sharp';
import { imageMoodFromChannels, type ImageMood } from './image-mood';

const THUMBNAIL = 64;

export async function imageMoodFromBytes(bytes: Uint8Array): Promise<ImageMood> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(THUMBNAIL, THUMBNAIL, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return imageMoodFromChannels(data, info.width, info.height, info.channels);
}
