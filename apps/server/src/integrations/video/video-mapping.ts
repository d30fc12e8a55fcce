// Platform answers as spec 3 Videos. Items without an id or a thumbnail are skipped (spec 5).
import { type Video, type VideoGroup, parseIsoDuration } from '@moodtape/core';
import { decodeHtmlEntities } from '../../lib/html-entities';
import type { YoutubeDetails } from './youtube-client';
import type { InvidiousItem, YoutubeSearchItem } from './schemas';

// Shorts open in the shorts player, everything else in a new tab (spec 2).
export function watchUrl(id: string, group: VideoGroup): string {
  const safe = encodeURIComponent(id);
  return group === 'shorts'
    ? `https://www.youtube.com/shorts/${safe}`
    : `https://www.youtube.com/watch?v=${safe}`;
}

export function youtubeVideos(
  items: YoutubeSearchItem[],
  details: Map<string, YoutubeDetails>,
  group: VideoGroup,
): Video[] {
  const videos: Video[] = [];
  for (const item of items) {
    const id = item.id?.videoId;
    const snippet = item.snippet;
    const thumbs = snippet?.thumbnails;
    const thumbnail = thumbs?.medium?.url ?? thumbs?.high?.url ?? thumbs?.default?.url;
    if (!id || !snippet || !thumbnail) continue;
    const detail = details.get(id);
    videos.push({
      id,
      // search.list escapes HTML in its snippets; the page shows plain text.
      title: decodeHtmlEntities(snippet.title),
      thumbnail,
      channelTitle: decodeHtmlEntities(snippet.channelTitle),
      url: watchUrl(id, group),
      description: decodeHtmlEntities(snippet.description),
      duration: detail?.duration ? parseIsoDuration(detail.duration) : null,
      views: detail?.views ?? null,
      likes: detail?.likes ?? null,
    });
  }
  return videos;
}

// Invidious names the sizes: "medium" is YouTube's mqdefault (320x180). Some instances send
// thumbnail paths on their own host.
export function invidiousVideos(
  items: InvidiousItem[],
  baseUrl: string,
  group: VideoGroup,
): Video[] {
  const videos: Video[] = [];
  for (const item of items) {
    if (item.type !== 'video' || !item.videoId) continue;
    const thumbs = item.videoThumbnails ?? [];
    const picked =
      thumbs.find((t) => t.quality === 'medium') ??
      thumbs.find((t) => t.quality === 'high') ??
      thumbs[0];
    const thumbnail = picked ? absolute(picked.url, baseUrl) : null;
    if (!thumbnail) continue;
    videos.push({
      id: item.videoId,
      title: item.title ?? '',
      thumbnail,
      channelTitle: item.author ?? '',
      url: watchUrl(item.videoId, group),
      description: item.description ?? '',
      duration: item.lengthSeconds ?? null,
      views: item.viewCount ?? null,
      // The search answer carries no likes.
      likes: null,
    });
  }
  return videos;
}

function absolute(url: string, baseUrl: string): string | null {
  if (url.trim() === '') return null;
  try {
    const resolved = new URL(url, `${baseUrl}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}
