// The one entry point of @moodtape/emulators: local stand-ins for outside services that
// follow their real contracts, for offline use and for tests over HTTP (AMENDMENTS A7).
export { spotifyEmulator } from './spotify/plugin';
export type { SpotifyEmulatorOptions } from './spotify/options';
export { createEmulatorServer } from './server';
export { DEMO_ACCOUNTS } from './spotify/demo-accounts';
export { openaiEmulator } from './openai/plugin';
export type { OpenAiEmulatorOptions } from './openai/plugin';
export { EMULATED_MODELS } from './openai/models';
export { countTokens, tokenize } from './openai/tokens';
export { OPENAI_PREFIX, SPOTIFY_PREFIX } from './server';
export {
  youtubeEmulator,
  invidiousEmulator,
  DEFAULT_YOUTUBE_API_KEY,
  YOUTUBE_QUOTA_EXCEEDED_BODY,
} from './video/index';
export type { YoutubeEmulatorOptions, InvidiousEmulatorOptions } from './video/index';
export { movieDbEmulator, DEFAULT_TMDB_API_KEY, DEFAULT_TMDB_READ_TOKEN } from './moviedb/index';
export type { MovieDbEmulatorOptions } from './moviedb/index';
