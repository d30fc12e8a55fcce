// The answers of the video services that Moodtape reads (only the fields it uses), checked
// against ../../../shared contracts: youtube-data-api-v3.discovery.json (SearchListResponse,
// VideoListResponse) and invidious-api.md (GET /api/v1/search).
import { z } from 'zod';

const ThumbnailSchema = z.object({ url: z.string() });

// search.list, part=snippet. An item lacking an id or a thumbnail is dropped later (spec 5).
export const YoutubeSearchListSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }).optional(),
        snippet: z
          .object({
            title: z.string().default(''),
            description: z.string().default(''),
            channelTitle: z.string().default(''),
            thumbnails: z
              .object({
                default: ThumbnailSchema.optional(),
                medium: ThumbnailSchema.optional(),
                high: ThumbnailSchema.optional(),
              })
              .default({}),
          })
          .optional(),
      }),
    )
    .default([]),
});
export type YoutubeSearchItem = z.infer<typeof YoutubeSearchListSchema>['items'][number];

// videos.list, part=contentDetails,statistics. Counts are uint64 sent as strings; likeCount
// is missing when the owner hides it.
export const YoutubeVideoListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        contentDetails: z.object({ duration: z.string().optional() }).optional(),
        statistics: z
          .object({ viewCount: z.string().optional(), likeCount: z.string().optional() })
          .optional(),
      }),
    )
    .default([]),
});

// { error: { code, message, errors: [{ reason: "quotaExceeded", ... }] } }
export const YoutubeErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

// GET /api/v1/search: a list of videos, playlists, channels and hashtags.
export const InvidiousSearchSchema = z.array(
  z.looseObject({
    type: z.string(),
    videoId: z.string().optional(),
    title: z.string().optional(),
    author: z.string().optional(),
    description: z.string().optional(),
    videoThumbnails: z
      .array(z.object({ quality: z.string().optional(), url: z.string() }))
      .optional(),
    viewCount: z.number().nullable().optional(),
    lengthSeconds: z.number().nullable().optional(),
  }),
);
export type InvidiousItem = z.infer<typeof InvidiousSearchSchema>[number];
