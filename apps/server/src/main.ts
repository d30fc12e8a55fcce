// Starts Moodtape: `npm start` runs the bundle of this file.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startupPhases } from './lib/startup-phases';

async function main() {
  const startup = startupPhases();
  startup.mark('node and modules');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  startup.mark('config');
  const app = await buildApp(config, { startup });
  await app.listen({ port: config.port, host: config.host });
  startup.mark('listen');
  const emulated = config.spotify.emulated ? ' (demo mode: Spotify is emulated)' : '';
  app.log.info(
    { startup: startup.summary(), rssMb: Math.round(process.memoryUsage().rss / 1e6) },
    `Moodtape is running at ${config.publicUrl}${emulated}`,
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
