import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, emulatedServices, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs offline with no configuration: port 8080 on 127.0.0.1, PGlite, Spotify emulated', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      secureCookies: false,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      sessionSecret: undefined,
    });
    expect(config.spotify).toEqual({
      emulated: true,
      clientId: 'moodtape-demo',
      clientSecret: undefined,
      authorizeBaseUrl: 'http://127.0.0.1:8080/emulators/spotify/accounts',
      accountsBaseUrl: 'http://127.0.0.1:8080/emulators/spotify/accounts',
      apiBaseUrl: 'http://127.0.0.1:8080/emulators/spotify/api',
      sdkUrl: '/emulators/spotify/sdk/spotify-player.js',
      redirectUri: 'http://127.0.0.1:8080/callback',
    });
    expect(emulatedServices(config)).toEqual(['spotify', 'youtube', 'invidious', 'tmdb']);
  });

  it('uses real Spotify once a client id is set', () => {
    const config = loadConfig({
      SPOTIFY_CLIENT_ID: 'abc',
      SPOTIFY_CLIENT_SECRET: 'shh',
      PUBLIC_URL: 'https://moodtape.example/',
    });
    expect(config.spotify).toEqual({
      emulated: false,
      clientId: 'abc',
      clientSecret: 'shh',
      authorizeBaseUrl: 'https://accounts.spotify.com',
      accountsBaseUrl: 'https://accounts.spotify.com',
      apiBaseUrl: 'https://api.spotify.com',
      sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
      redirectUri: 'https://moodtape.example/callback',
    });
    expect(config.secureCookies).toBe(true);
    expect(emulatedServices(config)).toEqual(['youtube', 'invidious', 'tmdb']);
  });

  it('reaches its own emulator over loopback when listening on every interface', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      PUBLIC_URL: 'https://demo.example',
    });
    expect(config.spotify.accountsBaseUrl).toBe('http://127.0.0.1:9000/emulators/spotify/accounts');
    expect(config.spotify.authorizeBaseUrl).toBe('https://demo.example/emulators/spotify/accounts');
  });

  it('loads the Web Playback SDK from SPOTIFY_SDK_URL when it is set', () => {
    const config = loadConfig({ SPOTIFY_SDK_URL: 'https://cdn.example/spotify-player.js' });
    expect(config.spotify.sdkUrl).toBe('https://cdn.example/spotify-player.js');
    expect(() => loadConfig({ SPOTIFY_SDK_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ SPOTIFY_CLIENT_ID: '', DATABASE_URL: '' }).spotify.emulated).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SESSION_SECRET must be at least 32 characters long.');
    }
  });

  it('mounts the video and movie emulators and reaches them over loopback when unconfigured', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '9000' });
    expect(config.video).toEqual({
      youtube: {
        emulated: true,
        apiBaseUrl: 'http://127.0.0.1:9000/emulators/youtube',
        apiKey: 'moodtape-demo-youtube-key',
      },
      alternative: { emulated: true, baseUrl: 'http://127.0.0.1:9000/emulators/invidious' },
      lastResort: null,
      embedUrl: '/emulators/youtube/embed/',
      timeoutMs: 4000,
      cacheTtlMs: 6 * 60 * 60 * 1000,
    });
    expect(config.movieDb).toMatchObject({
      emulated: true,
      apiBaseUrl: 'http://127.0.0.1:9000/emulators/tmdb',
      imageBaseUrl: '/emulators/tmdb/t/p/',
    });
  });

  it('uses the real video services and movie database once configured', () => {
    const config = loadConfig({
      YOUTUBE_API_KEY: 'yt-key',
      VIDEO_ALT_BASE_URL: 'https://invidious.example/',
      VIDEO_ALT2_BASE_URL: 'https://yewtu.example',
      TMDB_READ_TOKEN: 'tmdb-token',
      VIDEO_TIMEOUT_MS: '2500',
    });
    expect(config.video).toMatchObject({
      youtube: { emulated: false, apiBaseUrl: 'https://www.googleapis.com', apiKey: 'yt-key' },
      alternative: { emulated: false, baseUrl: 'https://invidious.example' },
      lastResort: { baseUrl: 'https://yewtu.example' },
      embedUrl: 'https://www.youtube.com/embed/',
      timeoutMs: 2500,
    });
    expect(config.movieDb).toEqual({
      emulated: false,
      apiBaseUrl: 'https://api.themoviedb.org',
      apiKey: undefined,
      readToken: 'tmdb-token',
      imageBaseUrl: 'https://image.tmdb.org/t/p/',
      timeoutMs: 4000,
    });
    expect(emulatedServices(config)).toEqual(['spotify']);
  });
});
