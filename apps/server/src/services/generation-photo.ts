// The photo of a generation (spec 7 `selectedImage`): the compressed data URL the page sends,
// checked by its bytes (AMENDMENTS A8) and read for its colours.
import { imageMoodFromBytes } from '@moodtape/mood-engine';
import type { AiImage } from '../integrations/ai/types';
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
