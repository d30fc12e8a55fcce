// The photo of a generation (spec 7 `selectedImage`): the compressed data URL the page sends,
// checked by its bytes (AMENDMENTS A8) and read for its colours.
import { checkCompressedImageSize } from '@moodtape/core';
import { imageMoodFromBytes } from '@moodtape/mood-engine';
import sharp from 'sharp';
import { ValidationError } from '../errors';
import type { AiImage } from '../integrations/ai/types';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const DATA_URL = /^data:[\w/+.-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

export async function readGenerationPhoto(dataUrl: string | null): Promise<AiImage | null> {
  if (dataUrl === null) return null;
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined) throw new ValidationError('The photo must be sent as a data URL.');
  const bytes = Buffer.from(base64, 'base64');
  const tooLarge = checkCompressedImageSize(bytes.length);
  if (tooLarge) throw new ValidationError(tooLarge);
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ValidationError('The photo must be a JPEG, PNG or WEBP image.');
  }
  const mime = format === 'jpeg' ? 'image/jpeg' : `image/${format}`;
  return {
    // Rebuilt from the bytes, so a model is never told a type the bytes do not have.
    dataUrl: `data:${mime};base64,${bytes.toString('base64')}`,
    mood: await imageMoodFromBytes(bytes),
  };
}
