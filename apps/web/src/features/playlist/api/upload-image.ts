import { UploadImageResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

// AMENDMENTS A8: the server checks the bytes, re-encodes and keeps the photo by its hash.
export function uploadImage(photo: { dataUrl: string; filename: string }, signal?: AbortSignal) {
  return apiFetch('/api/upload-image', {
    method: 'POST',
    body: { image: photo.dataUrl, filename: photo.filename, contentType: 'image/jpeg' },
    schema: UploadImageResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
