// Image upload limits and the compression ladder (spec 5 Validation, spec 9 constants).
// spec 9 gives 3.5 MB as 3,670,016 bytes, so 1 MB here is 1024 * 1024 bytes.
const MEGABYTE = 1024 * 1024;

// spec 5 and 9: images over 15 MB are rejected before compression.
export const MAX_IMAGE_INPUT_BYTES = 15 * MEGABYTE;
// spec 9: compression aims for under 3.5 MB.
export const COMPRESSION_TARGET_BYTES = 3_670_016;
// spec 5 and 9: after compression, over 4 MB is rejected.
export const MAX_COMPRESSED_IMAGE_BYTES = 4 * MEGABYTE;
// spec 2: the drop area takes JPG, PNG and WEBP (AMENDMENTS A8: the server accepts only these).
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
// spec 9: the output is JPEG on a white background (JPEG has no transparency).
export const OUTPUT_IMAGE_TYPE = 'image/jpeg';
export const OUTPUT_BACKGROUND = '#ffffff';
// spec 9: up to 10 retries, each 0.1 lower quality (min 0.1) and 200 px smaller (min 400).
export const MAX_COMPRESSION_RETRIES = 10;
export const COMPRESSION_QUALITY_STEP = 0.1;
export const MIN_COMPRESSION_QUALITY = 0.1;
export const COMPRESSION_DIMENSION_STEP = 200;
export const MIN_COMPRESSION_DIMENSION = 400;

export type CompressionAttempt = { quality: number; maxDimension: number };

// Sizes in the messages are shown in MB with two decimals.
export function formatMegabytes(bytes: number): string {
  return (bytes / MEGABYTE).toFixed(2);
}

// spec 5: "over 15 MB" is rejected, so exactly 15 MB passes.
export function checkInputImageSize(bytes: number): string | null {
  if (bytes <= MAX_IMAGE_INPUT_BYTES) return null;
  return `Image is too large (${formatMegabytes(bytes)} MB). Please select an image smaller than 15 MB.`;
}

// spec 5: "over 4 MB" after compression is rejected, so exactly 4 MB passes.
export function checkCompressedImageSize(bytes: number): string | null {
  if (bytes <= MAX_COMPRESSED_IMAGE_BYTES) return null;
  return `Image is still too large after compression (${formatMegabytes(bytes)} MB). Please use a smaller image.`;
}

// spec 9 Compression start: 0.7/1200; 0.6/1100 above 2 MB; 0.5/1000 above 5 MB.
export function compressionStart(bytes: number): CompressionAttempt {
  if (bytes > 5 * MEGABYTE) return { quality: 0.5, maxDimension: 1000 };
  if (bytes > 2 * MEGABYTE) return { quality: 0.6, maxDimension: 1100 };
  return { quality: 0.7, maxDimension: 1200 };
}

// spec 9 Compression retries. Quality is rounded to one decimal so 0.7 - 0.1 gives 0.6, not
// 0.59999...
export function nextCompressionAttempt(attempt: CompressionAttempt): CompressionAttempt {
  const lowered = Math.round((attempt.quality - COMPRESSION_QUALITY_STEP) * 10) / 10;
  return {
    quality: Math.max(MIN_COMPRESSION_QUALITY, lowered),
    maxDimension: Math.max(
      MIN_COMPRESSION_DIMENSION,
      attempt.maxDimension - COMPRESSION_DIMENSION_STEP,
    ),
  };
}

// The whole ladder: the start attempt and the 10 retries (11 entries). The caller stops at the
// first result under the target; once the floors are reached the entries repeat, as the spec's
// "up to 10" retries keep counting.
export function compressionAttempts(bytes: number): CompressionAttempt[] {
  const attempts = [compressionStart(bytes)];
  for (let retry = 0; retry < MAX_COMPRESSION_RETRIES; retry++) {
    const last = attempts[attempts.length - 1] ?? compressionStart(bytes);
    attempts.push(nextCompressionAttempt(last));
  }
  return attempts;
}

// spec 9: the target is "under" 3.5 MB, so exactly 3,670,016 bytes is not enough.
export function isUnderCompressionTarget(bytes: number): boolean {
  return bytes < COMPRESSION_TARGET_BYTES;
}

// Scales the longer side down to maxDimension keeping the aspect ratio; never enlarges.
// At least 1 px per side so a very thin image still has a drawable canvas.
export function fitWithin(
  width: number,
  height: number,
  maxDimension: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxDimension) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxDimension / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

// MIME types are case-insensitive, so "IMAGE/PNG" is accepted too.
export function isAcceptedImageType(mime: string): boolean {
  const normalized = mime.trim().toLowerCase();
  return ACCEPTED_IMAGE_TYPES.some((type) => type === normalized);
}
