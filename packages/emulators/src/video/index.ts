// The video emulators (AMENDMENTS A5, A7): the YouTube Data API v3 (search.list,
// videos.list) and an Invidious instance's search API, each with thumbnails and an embed
// player. Re-exported by the package's src/index.ts.
export { youtubeEmulator } from './youtube-plugin';
export { invidiousEmulator } from './invidious-plugin';
export type { InvidiousEmulatorOptions, YoutubeEmulatorOptions } from './options';
export {
  DEFAULT_DAILY_QUOTA,
  DEFAULT_DAILY_SEARCHES,
  DEFAULT_YOUTUBE_API_KEY,
  VIDEOS_COST as YOUTUBE_VIDEOS_COST,
} from './options';
export { YOUTUBE_QUOTA_EXCEEDED_BODY } from './youtube-errors';
