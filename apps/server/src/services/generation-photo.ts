// The photo of a generation (spec 7 `selectedImage`): the compressed data URL the page sends,
// checked by its bytes (AMENDMENTS A8) and read for its colours.
import { UPLOADED_IMAGE_PATH } from '@moodtape/core';
import { imageMoodFromBytes } from '@moodtape/mood-engine';
import { ValidationError } from '../errors';
import type { AiImage } from '../integrations/ai/types';
import type { ImageService } from './images';
import { mimeType, readImageDataUrl } from './image-bytes';

export async function readGenerationPhoto(dataUrl: string | null): Promise<AiImage | null> {
  if (dataUrl === null) return null;
  const { bytes, format } = await readImageDataUrl(dataUrl);
  return {
    // Rebuilt from the bytes, so a model is never told a type the bytes do not have.
    dataUrl: `data:${mimeType(format)};base64,${bytes.toString('base64')}`,
    mood: await imageMoodFromBytes(bytes),
  };
}

// The photo of a playlist for the calls around it (spec 7 `imageUrl`): only a photo uploaded
// to Moodtape (/api/images/<sha256>), read from the database, never an outside address.
export const NOT_OUR_PHOTO = 'imageUrl must be a photo uploaded to Moodtape.';

export async function readUploadedPhoto(
  images: Pick<ImageService, 'find'>,
  imageUrl: string | null | undefined,
): Promise<AiImage | null> {
  if (imageUrl === null || imageUrl === undefined || imageUrl.trim() === '') return null;
  if (!UPLOADED_IMAGE_PATH.test(imageUrl)) throw new ValidationError(NOT_OUR_PHOTO);
  const image = await images.find(imageUrl.slice('/api/images/'.length));
  if (!image) throw new ValidationError(NOT_OUR_PHOTO);
  const bytes = Buffer.from(image.bytes);
  return {
    dataUrl: `data:${image.contentType};base64,${bytes.toString('base64')}`,
    mood: await imageMoodFromBytes(bytes),
  };
}
