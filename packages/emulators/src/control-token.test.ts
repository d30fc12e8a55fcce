import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulatorServer } from './server';
import { spotifyEmulator } from './spotify/plugin';

const TOKEN = 'control-token-for-tests-4d1b';
const APPS = [{ name: 'Moodtape', clientId: 'moodtape', redirectUris: ['http://127.0.0.1/cb'] }];
const SERVICES = ['spotify', 'openai', 'youtube', 'invidious', 'tmdb'] as const;

let server: ReturnType<typeof createEmulatorServer> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function withToken(token?: string) {
  const controlToken = token === undefined ? {} : { controlToken: token };
  server = createEmulatorServer({
    spotify: { apps: APPS, ...controlToken },
    openai: controlToken,
    youtube: controlToken,
    invidious: controlToken,
    tmdb: controlToken,
  });
  return server;
}

describe('the control token', () => {
  it.each(SERVICES)('%s: without the token, control answers 401 JSON', async (service) => {
    const app = withToken(TOKEN);
    for (const [method, url, headers] of [
      ['GET', '/__control', {}],
      ['POST', '/__control', { authorization: 'Bearer wrong-token' }],
      ['POST', '/__control/reset', { authorization: TOKEN }],
      ['GET', '/__control/stats', { authorization: `Basic ${TOKEN}` }],
    ] as const) {
      const res = await app.inject({ method, url: `/emulators/${service}${url}`, headers });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json().error.message).toContain('Authorization: Bearer');
    }
  });

  it.each(SERVICES)('%s: with the token, control answers as usual', async (service) => {
    const app = withToken(TOKEN);
    const authorization = `Bearer ${TOKEN}`;
    const base = `/emulators/${service}/__control`;
    expect(
      (await app.inject({ method: 'GET', url: base, headers: { authorization } })).statusCode,
    ).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: `${base}/reset`,
      headers: { authorization },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('guards only the control routes, not the service itself', async () => {
    const app = withToken(TOKEN);
    const models = await app.inject({
      method: 'GET',
      url: '/emulators/openai/v1/models',
      headers: { authorization: 'Bearer any-key' },
    });
    expect(models.statusCode).toBe(200);
    const sdk = await app.inject({
      method: 'GET',
      url: '/emulators/spotify/sdk/spotify-player.js',
    });
    expect(sdk.statusCode).toBe(200);
  });

  it.each(SERVICES)(
    '%s: without a token, control stays open (tests on loopback)',
    async (service) => {
      const app = withToken();
      const res = await app.inject({ method: 'GET', url: `/emulators/${service}/__control` });
      expect(res.statusCode).toBe(200);
    },
  );

  it('refuses an empty token at registration', async () => {
    const app = Fastify({ logger: false });
    await expect(
      app.register(spotifyEmulator, { prefix: '/s', apps: APPS, controlToken: ' ' }).ready(),
    ).rejects.toThrow(/controlToken is empty/);
  });
});
