import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { describe, expect, it } from 'vitest';
import { spotifyEmulator } from './plugin';
import { PUBLIC_APP, createTestEmulator, getMe, signIn } from './spotify.test-support';

describe('spotifyEmulator plugin', () => {
  it('keeps its state per registration', async () => {
    const one = createTestEmulator().app;
    const two = createTestEmulator().app;
    const { access_token } = await signIn(one);
    expect((await getMe(one, access_token)).statusCode).toBe(200);
    expect((await getMe(two, access_token)).statusCode).toBe(401);
  });

  it('honours the prefix it is registered with, next to a host that parses forms itself', async () => {
    const host = Fastify();
    await host.register(formbody);
    await host.register(spotifyEmulator, { prefix: '/elsewhere/spotify', apps: [PUBLIC_APP] });
    try {
      const css = await host.inject({
        method: 'GET',
        url: '/elsewhere/spotify/accounts/consent.css',
      });
      expect(css.statusCode).toBe(200);
      const state = await host.inject({ method: 'GET', url: '/elsewhere/spotify/__control' });
      expect(state.json().tokenLifetimeSeconds).toBe(3600);
    } finally {
      await host.close();
    }
  });

  it('refuses options without an app', async () => {
    const host = Fastify();
    await expect(host.register(spotifyEmulator, { apps: [] })).rejects.toThrow(
      'Invalid Spotify emulator options: apps: Too small',
    );
    await host.close();
  });
});
