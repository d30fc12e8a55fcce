// A saved vibe is shown to everyone who opens it, so what it points browsers at is checked
// on the way in: pictures, previews and videos only from the services Moodtape is configured
// with (or our own /api/ paths), creator channels only as https links, and the whole vibe
// within VIBE_MAX_BYTES. Each field's own size is checked by core's schema.
import { type CreateVibeRequest, VIBE_MAX_BYTES } from '@moodtape/core';
import type { Config } from '../../config';
import { ValidationError } from '../../errors';

// Where the real services serve pictures and media (Spotify's CDNs, YouTube's, TMDB's).
const KNOWN_MEDIA_HOSTS = [
  'scdn.co',
  'spotifycdn.com',
  'ytimg.com',
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'tmdb.org',
];
const OWN_PATH = /^\/(api\/images|api\/monograms|emulators)\//;

export type VibeContentCheck = (body: CreateVibeRequest) => void;

// The configured services' own origins count too (an Invidious instance, the emulators).
export function createVibeContentCheck(config: Config): VibeContentCheck {
  const origins = new Set(
    [
      config.publicUrl,
      config.spotify.apiBaseUrl,
      config.spotify.accountsBaseUrl,
      config.video.youtube.apiBaseUrl,
      config.video.alternative.baseUrl,
      config.video.lastResort?.baseUrl,
      config.video.embedUrl,
      config.movieDb.apiBaseUrl,
      config.movieDb.imageBaseUrl,
    ].flatMap((url) => originOf(url) ?? []),
  );
  const isMedia = (value: string) => {
    if (OWN_PATH.test(value)) return true;
    const url = parseUrl(value);
    if (!url) return false;
    if (origins.has(url.origin)) return true;
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      KNOWN_MEDIA_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
    );
  };

  return (body) => {
    const refuse = (field: string) => {
      throw new ValidationError(
        `${field} must point to Spotify, the video service, the movie database or Moodtape itself.`,
      );
    };
    const media = (field: string, value: string | null | undefined) => {
      if (value && !isMedia(value)) refuse(field);
    };
    body.playlist_data.tracks.forEach((track, i) => {
      media(`playlist_data.tracks.${i}.albumArt`, track.albumArt);
      media(`playlist_data.tracks.${i}.previewUrl`, track.previewUrl);
    });
    for (const [group, videos] of Object.entries(body.youtube_data?.videos ?? {})) {
      videos.forEach((video, i) => {
        media(`youtube_data.videos.${group}.${i}.thumbnail`, video.thumbnail);
        media(`youtube_data.videos.${group}.${i}.url`, video.url);
      });
    }
    const screens = { movies_data: body.movies_data, tv_shows_data: body.tv_shows_data };
    for (const [field, items] of Object.entries(screens)) {
      items.forEach((item, i) => media(`${field}.${i}.imageUrl`, item.imageUrl));
    }
    body.creators_data.forEach((creator, i) => {
      media(`creators_data.${i}.imageUrl`, creator.imageUrl);
      // A creator may be on any platform; the link only has to be a web address.
      const channel = creator.channelUrl ? parseUrl(creator.channelUrl) : null;
      if (creator.channelUrl && channel?.protocol !== 'https:') {
        throw new ValidationError(`creators_data.${i}.channelUrl must be an https link.`);
      }
    });
    checkTotalSize(body);
  };
}

function checkTotalSize(body: CreateVibeRequest) {
  const stored = {
    name: body.name,
    prompt: body.prompt,
    playlist_data: body.playlist_data,
    youtube_data: body.youtube_data,
    movies_data: body.movies_data,
    tv_shows_data: body.tv_shows_data,
    activities_data: body.activities_data,
    creators_data: body.creators_data,
  };
  const bytes = Buffer.byteLength(JSON.stringify(stored));
  if (bytes > VIBE_MAX_BYTES) {
    const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString('en-US')} KB`;
    throw new ValidationError(
      `A vibe can hold at most ${kb(VIBE_MAX_BYTES)} of songs, videos and suggestions; this one has ${kb(bytes)}.`,
    );
  }
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  return parseUrl(value)?.origin ?? null;
}
