// For tests: an Invidious search answer as shared/contracts/invidious-api.md describes
// GET /api/v1/search (its "video" item) with the fields of invidious-api-common-types.md
// VideoObject and ThumbnailObject.
import { z } from 'zod';

const ThumbnailObject = z.strictObject({
  quality: z.string().min(1),
  url: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const SearchVideo = z.strictObject({
  type: z.literal('video'),
  title: z.string().min(1),
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  author: z.string().min(1),
  authorId: z.string().min(1),
  authorUrl: z.string().startsWith('/channel/'),
  authorVerified: z.boolean(),
  videoThumbnails: z.array(ThumbnailObject).min(1),
  description: z.string(),
  descriptionHtml: z.string(),
  viewCount: z.number().int().min(0),
  viewCountText: z.string(),
  published: z.number().int().positive(),
  publishedText: z.string().endsWith(' ago'),
  lengthSeconds: z.number().int().min(0),
  liveNow: z.boolean(),
  paid: z.boolean(),
  premium: z.boolean(),
  isUpcoming: z.boolean(),
  isNew: z.boolean(),
  is4k: z.boolean(),
  is8k: z.boolean(),
  isVr180: z.boolean(),
  isVr360: z.boolean(),
  is3d: z.boolean(),
  hasCaptions: z.boolean(),
});

export const SearchAnswer = z.array(SearchVideo);

// Invidious's error_json helper: { "error": message } and nothing else.
export const InvidiousError = z.strictObject({ error: z.string().min(1) });
