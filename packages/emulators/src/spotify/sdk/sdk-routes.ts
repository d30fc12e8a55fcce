// The emulated Web Playback SDK: the script a page loads instead of
// https://sdk.scdn.co/spotify-player.js, and the routes it talks to.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import { sdkCommandRoutes } from './device-commands';
import { type SdkDeviceRoutesOptions, sdkDeviceRoutes } from './devices';

// Found through the package's exports rather than next to this module: the server's bundle
// inlines this code but not the script, and resolves the package from node_modules.
export const PLAYER_SCRIPT_FILE = createRequire(import.meta.url).resolve(
  '@moodtape/emulators/sdk/spotify-player.js',
);

export const sdkRoutes: FastifyPluginAsync<SdkDeviceRoutesOptions> = async (app, options) => {
  const script = readFileSync(PLAYER_SCRIPT_FILE, 'utf8');

  app.get('/spotify-player.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // A new emulator version must reach open pages on their next load.
      .header('cache-control', 'no-cache')
      .send(script),
  );
  const { store, players, trackUrls } = options;
  await app.register(sdkDeviceRoutes, { store, players, trackUrls });
  await app.register(sdkCommandRoutes, { players });
};
