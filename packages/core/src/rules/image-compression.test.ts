import { describe, it, expect } from 'vitest';
import {
  ACCEPTED_IMAGE_TYPES,
  COMPRESSION_DIMENSION_STEP,
  COMPRESSION_QUALITY_STEP,
  COMPRESSION_TARGET_BYTES,
  MAX_COMPRESSED_IMAGE_BYTES,
  MAX_COMPRESSION_RETRIES,
  MAX_IMAGE_INPUT_BYTES,
  MIN_COMPRESSION_DIMENSION,
  MIN_COMPRESSION_QUALITY,
  OUTPUT_BACKGROUND,
  OUTPUT_IMAGE_TYPE,
  checkCompressedImageSize,
  checkInputImageSize,
  compressionAttempts,
  compressionStart,
  fitWithin,
  formatMegabytes,
  isAcceptedImageType,
  isUnderCompressionTarget,
  nextCompressionAttempt,
} from './image-compression';

const MB = 1024 * 1024;

describe('image constants', () => {
  it('pins the spec 9 numbers in bytes', () => {
    expect(MAX_IMAGE_INPUT_BYTES).toBe(15_728_640);
    expect(COMPRESSION_TARGET_BYTES).toBe(3_670_016);
    expect(MAX_COMPRESSED_IMAGE_BYTES).toBe(4_194_304);
    expect(MAX_COMPRESSION_RETRIES).toBe(10);
    expect(COMPRESSION_QUALITY_STEP).toBe(0.1);
    expect(MIN_COMPRESSION_QUALITY).toBe(0.1);
    expect(COMPRESSION_DIMENSION_STEP).toBe(200);
    expect(MIN_COMPRESSION_DIMENSION).toBe(400);
  });

  it('pins the accepted and output formats', () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(OUTPUT_IMAGE_TYPE).toBe('image/jpeg');
    expect(OUTPUT_BACKGROUND).toBe('#ffffff');
  });
});

describe('formatMegabytes', () => {
  it('shows two decimals', () => {
    expect(formatMegabytes(MB)).toBe('1.00');
    expect(formatMegabytes(16_000_000)).toBe('15.26');
    expect(formatMegabytes(0)).toBe('0.00');
  });
});

describe('checkInputImageSize', () => {
  it('accepts up to and including 15 MB', () => {
    expect(checkInputImageSize(15_728_640)).toBeNull();
    expect(checkInputImageSize(1000)).toBeNull();
  });

  it('rejects over 15 MB with the spec 5 message', () => {
    expect(checkInputImageSize(15_728_641)).toBe(
      'Image is too large (15.00 MB). Please select an image smaller than 15 MB.',
    );
    expect(checkInputImageSize(20 * MB)).toBe(
      'Image is too large (20.00 MB). Please select an image smaller than 15 MB.',
    );
  });
});

describe('checkCompressedImageSize', () => {
  it('accepts exactly 4 MB', () => {
    expect(checkCompressedImageSize(4_194_304)).toBeNull();
  });

  it('rejects over 4 MB with the spec 5 message', () => {
    expect(checkCompressedImageSize(4_194_305)).toBe(
      'Image is still too large after compression (4.00 MB). Please use a smaller image.',
    );
    expect(checkCompressedImageSize(4.5 * MB)).toBe(
      'Image is still too large after compression (4.50 MB). Please use a smaller image.',
    );
  });
});

describe('compressionStart', () => {
  it('starts at 0.7 / 1200 up to 2 MB', () => {
    expect(compressionStart(MB)).toEqual({ quality: 0.7, maxDimension: 1200 });
    expect(compressionStart(2 * MB)).toEqual({ quality: 0.7, maxDimension: 1200 });
  });

  it('starts at 0.6 / 1100 above 2 MB', () => {
    expect(compressionStart(2 * MB + 1)).toEqual({ quality: 0.6, maxDimension: 1100 });
    expect(compressionStart(5 * MB)).toEqual({ quality: 0.6, maxDimension: 1100 });
  });

  it('starts at 0.5 / 1000 above 5 MB', () => {
    expect(compressionStart(5 * MB + 1)).toEqual({ quality: 0.5, maxDimension: 1000 });
  });
});

describe('nextCompressionAttempt', () => {
  it('lowers quality by 0.1 without float drift and dimension by 200', () => {
    expect(nextCompressionAttempt({ quality: 0.7, maxDimension: 1200 })).toEqual({
      quality: 0.6,
      maxDimension: 1000,
    });
    expect(nextCompressionAttempt({ quality: 0.3, maxDimension: 600 })).toEqual({
      quality: 0.2,
      maxDimension: 400,
    });
  });

  it('stops at quality 0.1 and dimension 400', () => {
    expect(nextCompressionAttempt({ quality: 0.2, maxDimension: 500 })).toEqual({
      quality: 0.1,
      maxDimension: 400,
    });
    expect(nextCompressionAttempt({ quality: 0.1, maxDimension: 400 })).toEqual({
      quality: 0.1,
      maxDimension: 400,
    });
  });
});

describe('compressionAttempts', () => {
  it('lists the start and ten retries for a small image', () => {
    expect(compressionAttempts(MB)).toEqual([
      { quality: 0.7, maxDimension: 1200 },
      { quality: 0.6, maxDimension: 1000 },
      { quality: 0.5, maxDimension: 800 },
      { quality: 0.4, maxDimension: 600 },
      { quality: 0.3, maxDimension: 400 },
      { quality: 0.2, maxDimension: 400 },
      { quality: 0.1, maxDimension: 400 },
      { quality: 0.1, maxDimension: 400 },
      { quality: 0.1, maxDimension: 400 },
      { quality: 0.1, maxDimension: 400 },
      { quality: 0.1, maxDimension: 400 },
    ]);
  });

  it('starts lower for a large image', () => {
    const attempts = compressionAttempts(6 * MB);
    expect(attempts).toHaveLength(11);
    expect(attempts.slice(0, 4)).toEqual([
      { quality: 0.5, maxDimension: 1000 },
      { quality: 0.4, maxDimension: 800 },
      { quality: 0.3, maxDimension: 600 },
      { quality: 0.2, maxDimension: 400 },
    ]);
    expect(attempts[10]).toEqual({ quality: 0.1, maxDimension: 400 });
  });
});

describe('isUnderCompressionTarget', () => {
  it('is strictly under 3,670,016 bytes', () => {
    expect(isUnderCompressionTarget(3_670_015)).toBe(true);
    expect(isUnderCompressionTarget(3_670_016)).toBe(false);
  });
});

describe('fitWithin', () => {
  it('scales the longer side down keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(3000, 4000, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin(1000, 333, 400)).toEqual({ width: 400, height: 133 });
  });

  it('never scales up', () => {
    expect(fitWithin(800, 600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1200, 1200, 1200)).toEqual({ width: 1200, height: 1200 });
  });

  it('keeps at least one pixel per side', () => {
    expect(fitWithin(10_000, 1, 400)).toEqual({ width: 400, height: 1 });
  });
});

describe('isAcceptedImageType', () => {
  it('accepts JPEG, PNG and WEBP', () => {
    expect(isAcceptedImageType('image/jpeg')).toBe(true);
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('image/webp')).toBe(true);
    expect(isAcceptedImageType('IMAGE/PNG')).toBe(true);
  });

  it('rejects other types', () => {
    expect(isAcceptedImageType('image/gif')).toBe(false);
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(isAcceptedImageType('application/pdf')).toBe(false);
    expect(isAcceptedImageType('')).toBe(false);
  });
});
