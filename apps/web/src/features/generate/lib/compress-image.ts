// Prepares a chosen photo for generation (spec 5 and 9): checks the input size, compresses in
// a worker, checks the result, and gives it back as a data URL.
import { checkCompressedImageSize, checkInputImageSize, isAcceptedImageType } from '@moodtape/core';
import type { CompressResponse } from './compress-image.worker';

export type PreparedPhoto = { dataUrl: string; filename: string; bytes: number };

export class PhotoError extends Error {}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  // spec 5: dropped files must be of image type; the drop area takes JPG, PNG and WEBP.
  if (!isAcceptedImageType(file.type)) {
    throw new PhotoError('Please choose a JPG, PNG or WEBP image.');
  }
  const tooLarge = checkInputImageSize(file.size);
  if (tooLarge) throw new PhotoError(tooLarge);
  const blob = await compressInWorker(file);
  const stillTooLarge = checkCompressedImageSize(blob.size);
  if (stillTooLarge) throw new PhotoError(stillTooLarge);
  return {
    dataUrl: await toDataUrl(blob),
    filename: file.name.replace(/\.[^.]*$/, '') + '.jpg',
    bytes: blob.size,
  };
}

function compressInWorker(file: File): Promise<Blob> {
  const worker = new Worker(new URL('./compress-image.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CompressResponse>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.blob);
      else reject(new PhotoError(event.data.error));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new PhotoError('The photo could not be prepared.'));
    };
    worker.postMessage({ file });
  });
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoError('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
}
