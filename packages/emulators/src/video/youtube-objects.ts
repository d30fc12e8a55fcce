// The YouTube Data API's resources as the discovery document defines them
// (shared/contracts/youtube-data-api-v3.discovery.json: SearchResult, Video, ThumbnailDetails)
// for the catalogue's videos. `media` is where browsers reach this emulator's thumbnails
// and player.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../html';
import type { CatalogVideo } from './catalog';
import { isoDuration } from './durations';
import { THUMBNAIL_SIZES } from './thumbnails';

/** An etag in YouTube's style: 27 characters of base64url from the resource's content. */
export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

function thumbnail(media: string, id: string, name: string) {
  const size = THUMBNAIL_SIZES[name] ?? { width: 320, height: 180 };
  return { url: `${media}/vi/${id}/${name}.jpg`, width: size.width, height: size.height };
}

// search.list lists three sizes; videos.list adds standard and maxres.
export function thumbnails(media: string, id: string, all: boolean) {
  return {
    default: thumbnail(media, id, 'default'),
    medium: thumbnail(media, id, 'mqdefault'),
    high: thumbnail(media, id, 'hqdefault'),
    ...(all
      ? {
          standard: thumbnail(media, id, 'sddefault'),
          maxres: thumbnail(media, id, 'maxresdefault'),
        }
      : {}),
  };
}

// search.list sends titles and descriptions HTML-escaped ("Rock &amp; Roll", "Don&#39;t")
// and descriptions cut short; videos.list sends them as written. Clients must unescape.
function searchText(text: string, limit: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return escapeHtml(line.length > limit ? `${line.slice(0, limit - 3).trimEnd()}...` : line);
}

export function searchResult(video: CatalogVideo, media: string, withSnippet: boolean) {
  const id = { kind: 'youtube#video', videoId: video.id };
  const snippet = withSnippet
    ? {
        publishedAt: new Date(video.publishedAt).toISOString().replace('.000Z', 'Z'),
        channelId: video.channelId,
        title: searchText(video.title, 200),
        description: searchText(video.description, 160),
        thumbnails: thumbnails(media, video.id, false),
        channelTitle: video.channelTitle,
        liveBroadcastContent: 'none',
      }
    : undefined;
  const body = { id, ...(snippet ? { snippet } : {}) };
  return { kind: 'youtube#searchResult', etag: etagOf(body), ...body };
}

export const VIDEO_PARTS = ['id', 'snippet', 'contentDetails', 'statistics', 'status', 'player'];

/** A Video with the parts asked for (and `id`, which is always sent). */
export function videoResource(video: CatalogVideo, media: string, parts: Set<string>) {
  const { id } = video;
  const body = {
    id,
    ...(parts.has('snippet')
      ? {
          snippet: {
            publishedAt: new Date(video.publishedAt).toISOString().replace('.000Z', 'Z'),
            channelId: video.channelId,
            title: video.title,
            description: video.description,
            thumbnails: thumbnails(media, id, true),
            channelTitle: video.channelTitle,
            tags: video.tags,
            categoryId: video.categoryId,
            liveBroadcastContent: 'none',
            localized: { title: video.title, description: video.description },
            defaultAudioLanguage: 'en',
          },
        }
      : {}),
    ...(parts.has('contentDetails')
      ? {
          contentDetails: {
            duration: isoDuration(video.durationSeconds),
            dimension: '2d',
            definition: 'hd',
            caption: 'false',
            licensedContent: video.kind === 'music',
            contentRating: {},
            projection: 'rectangular',
          },
        }
      : {}),
    // uint64 counts are strings in JSON, as Google sends them.
    ...(parts.has('statistics')
      ? {
          statistics: {
            viewCount: String(video.viewCount),
            likeCount: String(video.likeCount),
            favoriteCount: '0',
            commentCount: String(video.commentCount),
          },
        }
      : {}),
    ...(parts.has('status')
      ? {
          status: {
            uploadStatus: 'processed',
            privacyStatus: 'public',
            license: 'youtube',
            embeddable: true,
            publicStatsViewable: true,
            madeForKids: false,
          },
        }
      : {}),
    ...(parts.has('player')
      ? {
          player: {
            embedHtml: `<iframe width="480" height="270" src="${media}/embed/${id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
          },
        }
      : {}),
  };
  return { kind: 'youtube#video', etag: etagOf(body), ...body };
}
