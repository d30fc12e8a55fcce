// AMENDMENTS A8: a photo is judged by its bytes. Only JPEG, PNG and WEBP are taken, within
// spec 9's 4 MB, and never more pixels than a camera makes (a decompression bomb is refused).
import { checkCompressedImageSize } from '@moodtape/core';
import sharp from 'sharp';
import { ValidationError } from '../errors';
import { decodeDataUrl } from '../lib/data-url';
import { type ImageFormat, sniffImageFormat } from '../lib/image-signature';

export type { ImageFormat };
export const MAX_IMAGE_PIXELS = 40_000_000;
export const NOT_A_DATA_URL = 'The image must be sent as a base64 data URL.';
export const ONLY_IMAGES = 'Only JPEG, PNG and WEBP images can be uploaded.';
export const DAMAGED_IMAGE = 'The image could not be read. The file may be damaged.';
export const TOO_MANY_PIXELS =
  'The image has too many pixels (over 40 megapixels). Please use a smaller image.';

export async function readImageDataUrl(
  dataUrl: string,
): Promise<{ bytes: Buffer; format: ImageFormat }> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw new ValidationError(NOT_A_DATA_URL);
  const tooLarge = checkCompressedImageSize(bytes.length);
  if (tooLarge) throw new ValidationError(tooLarge);
  // The signature decides what the file claims to be; sharp then has to agree, so a GIF or
  // an SVG never reaches a decoder, and a cut-off JPEG is called damaged, not "not an image".
  const format = sniffImageFormat(bytes);
  if (!format) throw new ValidationError(ONLY_IMAGES);
  // metadata() reads only the header, so it runs without sharp's pixel limit (which would
  // make a bomb look damaged) and the limit is checked here, before anything is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (metadata?.format !== format) throw new ValidationError(DAMAGED_IMAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new ValidationError(TOO_MANY_PIXELS);
  }
  return { bytes, format };
}

export function mimeType(format: ImageFormat): string {
  return `image/${format}`;
}
