// Compresses a photo off the main thread (spec 9): JPEG on white, walking the quality and
// size ladder until the result is under the target.
import {
  compressionAttempts,
  fitWithin,
  isUnderCompressionTarget,
  OUTPUT_BACKGROUND,
  OUTPUT_IMAGE_TYPE,
} from '@moodtape/core';

export type CompressRequest = { file: Blob };
export type CompressResponse = { ok: true; blob: Blob } | { ok: false; error: string };

self.onmessage = async (event: MessageEvent<CompressRequest>) => {
  try {
    const bitmap = await createImageBitmap(event.data.file);
    let blob: Blob | null = null;
    for (const attempt of compressionAttempts(event.data.file.size)) {
      const { width, height } = fitWithin(bitmap.width, bitmap.height, attempt.maxDimension);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot prepare photos.');
      context.fillStyle = OUTPUT_BACKGROUND;
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      blob = await canvas.convertToBlob({ type: OUTPUT_IMAGE_TYPE, quality: attempt.quality });
      if (isUnderCompressionTarget(blob.size)) break;
    }
    bitmap.close();
    if (!blob) throw new Error('The photo could not be prepared.');
    self.postMessage({ ok: true, blob } satisfies CompressResponse);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The photo could not be read.';
    self.postMessage({ ok: false, error: message } satisfies CompressResponse);
  }
};
