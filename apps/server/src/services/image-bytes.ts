// AMENDMENTS A8: a photo is judged by its bytes. Only JPEG, PNG and WEBP are taken, within
// spec 9's 4 MB, and never more pixels than a camera makes (a decompression bomb is refused).
import { checkCompressedImageSize } from '@moodtape/core';
import sharp from 'sharp';
import { ValidationError } from '../errors';
import { decodeDataUrl } from '../lib/data-url';

export type ImageFormat = 'jpeg' | 'png' | 'webp';
const FORMATS = new Set<string>(['jpeg', 'png', 'webp']);
export const MAX_IMAGE_PIXELS = 40_000_000;
export const ONLY_IMAGES = 'Only JPEG, PNG and WEBP images can be uploaded.';

export async function readImageDataUrl(
  dataUrl: string,
): Promise<{ bytes: Buffer; format: ImageFormat }> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw new ValidationError('The image must be sent as a base64 data URL.');
  const tooLarge = checkCompressedImageSize(bytes.length);
  if (tooLarge) throw new ValidationError(tooLarge);
  const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !FORMATS.has(metadata.format)) throw new ValidationError(ONLY_IMAGES);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new ValidationError('The image has too many pixels.');
  }
  return { bytes, format: metadata.format as ImageFormat };
}

export function mimeType(format: ImageFormat): string {
  return `image/${format}`;
}
