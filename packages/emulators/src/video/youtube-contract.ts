// For tests: YouTube Data API answers as the discovery document defines them
// (shared/contracts/youtube-data-api-v3.discovery.json: SearchListResponse, SearchResult,
// ResourceId, SearchResultSnippet, ThumbnailDetails, VideoListResponse, Video,
// VideoContentDetails, VideoStatistics), strict so that no field outside it slips in, and
// Google's error body.
import { z } from 'zod';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const UINT64 = /^\d+$/;

const Thumbnail = z.strictObject({
  url: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const PageInfo = z.strictObject({
  totalResults: z.number().int().min(0),
  resultsPerPage: z.number().int().min(0),
});

export const SearchListResponse = z.strictObject({
  kind: z.literal('youtube#searchListResponse'),
  etag: z.string().min(1),
  nextPageToken: z.string().min(1).optional(),
  prevPageToken: z.string().min(1).optional(),
  regionCode: z.string().optional(),
  pageInfo: PageInfo,
  items: z.array(
    z.strictObject({
      kind: z.literal('youtube#searchResult'),
      etag: z.string().min(1),
      id: z.strictObject({ kind: z.literal('youtube#video'), videoId: z.string().regex(VIDEO_ID) }),
      snippet: z
        .strictObject({
          publishedAt: z.string().regex(DATE_TIME),
          channelId: z.string().regex(/^UC[A-Za-z0-9_-]{22}$/),
          title: z.string().min(1),
          description: z.string(),
          thumbnails: z.strictObject({ default: Thumbnail, medium: Thumbnail, high: Thumbnail }),
          channelTitle: z.string().min(1),
          liveBroadcastContent: z.enum(['none', 'upcoming', 'live']),
        })
        .optional(),
    }),
  ),
});

export const VideoListResponse = z.strictObject({
  kind: z.literal('youtube#videoListResponse'),
  etag: z.string().min(1),
  pageInfo: PageInfo,
  items: z.array(
    z.strictObject({
      kind: z.literal('youtube#video'),
      etag: z.string().min(1),
      id: z.string().regex(VIDEO_ID),
      snippet: z
        .object({
          publishedAt: z.string().regex(DATE_TIME),
          channelId: z.string(),
          title: z.string().min(1),
          description: z.string(),
          thumbnails: z.strictObject({
            default: Thumbnail,
            medium: Thumbnail,
            high: Thumbnail,
            standard: Thumbnail,
            maxres: Thumbnail,
          }),
          channelTitle: z.string().min(1),
          categoryId: z.string(),
          liveBroadcastContent: z.string(),
        })
        .optional(),
      contentDetails: z
        .object({
          duration: z.string().regex(/^P(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/),
          dimension: z.string(),
          definition: z.string(),
          caption: z.string(),
          licensedContent: z.boolean(),
        })
        .optional(),
      statistics: z
        .strictObject({
          viewCount: z.string().regex(UINT64),
          likeCount: z.string().regex(UINT64),
          favoriteCount: z.string().regex(UINT64),
          commentCount: z.string().regex(UINT64),
        })
        .optional(),
      status: z.object({ embeddable: z.boolean() }).optional(),
      player: z.strictObject({ embedHtml: z.string() }).optional(),
    }),
  ),
});

// Google's error body (https://developers.google.com/youtube/v3/docs/errors): `status` is
// left out of the quota error; `details` comes with a bad key.
export const GoogleError = z.strictObject({
  error: z.strictObject({
    code: z.number().int(),
    message: z.string().min(1),
    errors: z
      .array(
        z.strictObject({
          message: z.string().min(1),
          domain: z.string().min(1),
          reason: z.string().min(1),
          location: z.string().optional(),
          locationType: z.literal('parameter').optional(),
        }),
      )
      .min(1),
    status: z.string().optional(),
    details: z.array(z.looseObject({ '@type': z.string() })).optional(),
  }),
});
export type SearchListResponse = z.infer<typeof SearchListResponse>;
