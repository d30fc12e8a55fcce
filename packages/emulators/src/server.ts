// A standalone server holding the emulators at the same prefixes as the product mounts
// them, for tests that need a real port: `createEmulatorServer(...).listen({ port: 0 })`.
import Fastify, { type FastifyInstance } from 'fastify';
import { type OpenAiEmulatorOptions, openaiEmulator } from './openai/plugin';
import { spotifyEmulator } from './spotify/plugin';
import type { SpotifyEmulatorOptions } from './spotify/options';
import { type MovieDbEmulatorOptions, TMDB_PREFIX, movieDbEmulator } from './moviedb/index';
import {
  type InvidiousEmulatorOptions,
  type YoutubeEmulatorOptions,
  invidiousEmulator,
  youtubeEmulator,
} from './video/index';

export const SPOTIFY_PREFIX = '/emulators/spotify';
export const OPENAI_PREFIX = '/emulators/openai';
const YOUTUBE_PREFIX = '/emulators/youtube';
const INVIDIOUS_PREFIX = '/emulators/invidious';

export function createEmulatorServer(opts: {
  spotify: SpotifyEmulatorOptions;
  openai?: OpenAiEmulatorOptions;
  youtube?: YoutubeEmulatorOptions;
  invidious?: InvidiousEmulatorOptions;
  tmdb?: MovieDbEmulatorOptions;
}): FastifyInstance {
  // Tests fail on unexpected console output; emulator errors reach them as HTTP answers.
  // Closing cuts every connection at once: a client's spare keep-alive socket (fetch opens
  // one after an aborted event stream) would otherwise hold the close for seconds.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  void app.register(spotifyEmulator, { prefix: SPOTIFY_PREFIX, ...opts.spotify });
  void app.register(openaiEmulator, { prefix: OPENAI_PREFIX, ...opts.openai });
  void app.register(youtubeEmulator, { prefix: YOUTUBE_PREFIX, ...opts.youtube });
  void app.register(invidiousEmulator, { prefix: INVIDIOUS_PREFIX, ...opts.invidious });
  void app.register(movieDbEmulator, { prefix: TMDB_PREFIX, ...opts.tmdb });
  return app;
}
