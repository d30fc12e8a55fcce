// AMENDMENTS A8: a photo is judged by its bytes. Only JPEG, PNG and WEBP are taken, within
// spec 9's 4 MB, and never more pixels than a camera makes (a decompression bomb is refused).
// The page sends photos as base64 data URLs, both to upload and with a generation.
import { checkCompressedImageSize } from '@moodtape/core';
import { imageMoodFromBytes } from '@moodtape/mood-engine';
import sharp from 'sharp';
import { ValidationError } from '../../errors';
import type { AiImage } from '../../integrations/ai/types';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

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

// The photo of a generation (spec 7 `selectedImage`) as the AI reads it: checked like an
// upload, and read for its colours by the mood engine.
export async function readGenerationPhoto(dataUrl: string | null): Promise<AiImage | null> {
  if (dataUrl === null) return null;
  const { bytes, format } = await readImageDataUrl(dataUrl);
  // Rebuilt from the bytes, so a model is never told a type the bytes do not have.
  return aiImage(bytes, mimeType(format));
}

export async function aiImage(bytes: Buffer, contentType: string): Promise<AiImage> {
  return {
    dataUrl: `data:${contentType};base64,${bytes.toString('base64')}`,
    mood: await imageMoodFromBytes(bytes),
  };
}

// A base64 data URL ("data:image/png;base64,...") to its bytes; null when it is not one.
// The declared type is ignored: what the bytes are is decided by looking at them.
const DATA_URL = /^data:[\w/+.-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

export function decodeDataUrl(text: string): Buffer | null {
  const base64 = DATA_URL.exec(text)?.[1];
  return base64 === undefined ? null : Buffer.from(base64, 'base64');
}

// The format a file's first bytes announce; only the three formats uploads accept are known.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  // RIFF container, 4 bytes of size, then the WEBP form type.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
