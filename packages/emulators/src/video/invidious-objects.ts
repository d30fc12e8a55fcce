// Invidious's SearchVideo, as GET /api/v1/search lists it (shared/contracts/invidious-api.md,
// "GET /api/v1/search", and invidious-api-common-types.md VideoObject). Thumbnail links
// are the instance's own (/vi/{id}/...), named and sized as Invidious lists them.
import { escapeHtml } from '../html';
import type { CatalogVideo } from './catalog';
import { THUMBNAIL_SIZES } from './thumbnails';

// quality name -> file name, in Invidious's order.
const QUALITIES: [string, string][] = [
  ['maxres', 'maxres'],
  ['maxresdefault', 'maxresdefault'],
  ['sddefault', 'sddefault'],
  ['high', 'hqdefault'],
  ['medium', 'mqdefault'],
  ['default', 'default'],
  ['start', '1'],
  ['middle', '2'],
  ['end', '3'],
];

export function videoThumbnails(media: string, id: string) {
  return QUALITIES.map(([quality, file]) => {
    const size = THUMBNAIL_SIZES[file] ?? { width: 120, height: 90 };
    return { quality, url: `${media}/vi/${id}/${file}.jpg`, ...size };
  });
}

const UNITS: [string, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 years ago", as Invidious's publishedText. */
export function agoText(published: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - published) / 1000));
  for (const [unit, length] of UNITS) {
    const count = Math.floor(seconds / length);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'} ago`;
}

const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export function searchVideo(video: CatalogVideo, media: string, now: number) {
  return {
    type: 'video',
    title: video.title,
    videoId: video.id,
    author: video.channelTitle,
    authorId: video.channelId,
    authorUrl: `/channel/${video.channelId}`,
    authorVerified: false,
    videoThumbnails: videoThumbnails(media, video.id),
    description: video.description,
    descriptionHtml: escapeHtml(video.description).replace(/\n/g, '<br>'),
    viewCount: video.viewCount,
    viewCountText: `${COMPACT.format(video.viewCount)} views`,
    published: Math.floor(video.publishedAt / 1000),
    publishedText: agoText(video.publishedAt, now),
    lengthSeconds: video.durationSeconds,
    liveNow: false,
    paid: false,
    premium: false,
    isUpcoming: false,
    isNew: now - video.publishedAt < 14 * 86_400_000,
    is4k: false,
    is8k: false,
    isVr180: false,
    isVr360: false,
    is3d: false,
    hasCaptions: false,
  };
}
