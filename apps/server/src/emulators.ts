// AMENDMENTS A7: every outside service that is not configured is answered by its emulator,
// mounted in this server under /emulators/<service>. The product reaches it like the real
// service, through its adapter and a base URL chosen in config.ts.
//
// An emulator signs anyone in as a demo account and holds what they saved, so it answers only
// this machine unless DEMO_PUBLIC=true, and its /__control switches always need the control
// token, whoever asks.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  invidiousEmulator,
  movieDbEmulator,
  spotifyEmulator,
  youtubeEmulator,
} from '@moodtape/emulators';
import { type Config, EMULATOR_PREFIX, emulatedServices } from './config';
import { errorBody } from './http/error-handler';
import { isLoopback } from './lib/addresses';
import { loadOrCreateSecretFile } from './lib/secrets';

export const CONTROL_TOKEN_FILE = 'emulator-control-token';

export async function mountEmulators(app: FastifyInstance, config: Config) {
  const emulated = emulatedServices(config);
  if (emulated.length === 0) return;
  const controlToken = await emulatorControlToken(app, config);
  if (config.demo.public) warnPublicDemo(app, config, emulated);

  await app.register(
    async (emulators) => {
      if (!config.demo.public) emulators.addHook('onRequest', answerOnlyThisMachine);
      await registerEmulators(emulators, config, controlToken);
    },
    { prefix: EMULATOR_PREFIX },
  );
}

// The socket's own peer, never the Host or X-Forwarded-For headers a client may write.
async function answerOnlyThisMachine(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopback(request.socket.remoteAddress)) return;
  return reply
    .status(403)
    .send(
      errorBody(
        'forbidden',
        'The demo emulators answer only this machine; DEMO_PUBLIC=true opens them to others.',
      ),
    );
}

async function registerEmulators(app: FastifyInstance, config: Config, controlToken: string) {
  // Links the browser follows (consent page, thumbnails, posters) use the public address.
  const publicUrl = (service: string) => `${config.publicUrl}${EMULATOR_PREFIX}/${service}`;
  const mount = (service: string) => ({
    prefix: `/${service}`,
    publicUrl: publicUrl(service),
    controlToken,
  });

  if (config.spotify.emulated) {
    await app.register(spotifyEmulator, {
      ...mount('spotify'),
      apps: [
        {
          name: 'Moodtape',
          clientId: config.spotify.clientId,
          redirectUris: [config.spotify.redirectUri],
        },
      ],
    });
  }
  if (config.video.youtube.emulated) {
    await app.register(youtubeEmulator, {
      ...mount('youtube'),
      apiKey: config.video.youtube.apiKey,
    });
  }
  if (config.video.alternative.emulated) {
    await app.register(invidiousEmulator, mount('invidious'));
  }
  if (config.movieDb.emulated) {
    await app.register(movieDbEmulator, {
      ...mount('tmdb'),
      ...(config.movieDb.apiKey ? { apiKey: config.movieDb.apiKey } : {}),
    });
  }
}

// EMULATOR_CONTROL_TOKEN, or one generated once into DATA_DIR and shown at start-up so that
// whoever runs the demo can drive the switches.
async function emulatorControlToken(app: FastifyInstance, config: Config): Promise<string> {
  if (config.demo.controlToken) {
    app.log.info('Emulator control routes (/emulators/*/__control) take EMULATOR_CONTROL_TOKEN');
    return config.demo.controlToken;
  }
  const file = path.join(config.dataDir, CONTROL_TOKEN_FILE);
  const token = await loadOrCreateSecretFile(file);
  app.log.info(
    { file },
    `Emulator control token: ${token} (send "Authorization: Bearer <token>" to /emulators/*/__control; kept in ${file})`,
  );
  return token;
}

function warnPublicDemo(app: FastifyInstance, config: Config, emulated: string[]) {
  const lines = [
    `DEMO_PUBLIC=true: the demo is open to everyone who can reach ${config.publicUrl} (listening on ${config.host}).`,
    `Emulated services answer anyone: ${emulated.join(', ')}.`,
    ...(config.spotify.emulated
      ? [
          'Anyone can sign in as any demo account without a password, and read and change its vibes, playlists and username.',
          'Do not keep anything private in this demo.',
        ]
      : []),
    "The emulators' control switches (/__control) still need the control token.",
    'For a real deployment, configure the real services instead (see README, Configuration).',
  ];
  for (const line of lines) app.log.warn(line);
}
