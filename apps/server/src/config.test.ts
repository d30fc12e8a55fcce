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
      searchConcurrency: 8,
    });
    expect(emulatedServices(config)).toEqual(['spotify', 'youtube', 'invidious', 'tmdb']);
  });

  it('uses real Spotify once a client id is set', () => {
    const config = loadConfig({
      SPOTIFY_CLIENT_ID: 'abc',
      SPOTIFY_CLIENT_SECRET: 'shh',
      PUBLIC_URL: 'https://moodtape.example/',
      // The video and movie services are still emulated here.
      DEMO_PUBLIC: 'true',
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
      searchConcurrency: 8,
    });
    expect(config.secureCookies).toBe(true);
    expect(emulatedServices(config)).toEqual(['youtube', 'invidious', 'tmdb']);
  });

  it('reaches its own emulator over loopback when listening on every interface', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      PUBLIC_URL: 'https://demo.example',
      DEMO_PUBLIC: 'true',
    });
    expect(config.spotify.accountsBaseUrl).toBe('http://127.0.0.1:9000/emulators/spotify/accounts');
    expect(config.spotify.authorizeBaseUrl).toBe('https://demo.example/emulators/spotify/accounts');
  });

  it('loads the Web Playback SDK from SPOTIFY_SDK_URL when it is set', () => {
    const config = loadConfig({ SPOTIFY_SDK_URL: 'https://cdn.example/spotify-player.js' });
    expect(config.spotify.sdkUrl).toBe('https://cdn.example/spotify-player.js');
    expect(() => loadConfig({ SPOTIFY_SDK_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('bounds concurrent Spotify searches by SPOTIFY_SEARCH_CONCURRENCY', () => {
    expect(loadConfig({ SPOTIFY_SEARCH_CONCURRENCY: '3' }).spotify.searchConcurrency).toBe(3);
    expect(() => loadConfig({ SPOTIFY_SEARCH_CONCURRENCY: '0' })).toThrow(ConfigError);
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
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '9000', DEMO_PUBLIC: 'true' });
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

describe('demo mode where other machines can reach it', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it.each(['0.0.0.0', '::', '192.168.1.20', 'moodtape.lan'])(
    'is refused on HOST=%s, saying why and how to open it on purpose',
    (host) => {
      const message = refusal({ HOST: host });
      expect(message).toContain(`HOST=${host}`);
      expect(message).toContain('sign in as the demo accounts');
      expect(message).toContain('DEMO_PUBLIC=true');
      expect(message).toContain('SPOTIFY_CLIENT_ID');
    },
  );

  it('is refused behind a proxy: a PUBLIC_URL on another host', () => {
    expect(refusal({ PUBLIC_URL: 'https://demo.example' })).toContain(
      'PUBLIC_URL=https://demo.example',
    );
  });

  it('is refused while any service is emulated, naming what configures each', () => {
    const message = refusal({
      HOST: '0.0.0.0',
      SPOTIFY_CLIENT_ID: 'abc',
      YOUTUBE_API_KEY: 'yt',
    });
    expect(message).toContain('Emulated: invidious, tmdb');
    expect(message).toContain('VIDEO_ALT_BASE_URL, TMDB_API_KEY or TMDB_READ_TOKEN');
    expect(message).not.toContain('demo accounts');
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])(
    'starts on the loopback HOST=%s',
    (host) => {
      expect(loadConfig({ HOST: host }).demo.public).toBe(false);
    },
  );

  it.each(['http://127.0.0.1:5173', 'http://[::1]:8080', 'http://localhost:8080'])(
    'starts with the loopback PUBLIC_URL=%s',
    (url) => {
      expect(loadConfig({ PUBLIC_URL: url }).publicUrl).toBe(url);
    },
  );

  it('starts with DEMO_PUBLIC=true', () => {
    const config = loadConfig({ HOST: '0.0.0.0', DEMO_PUBLIC: 'true' });
    expect(config.demo).toEqual({ public: true, controlToken: undefined });
  });

  it('starts anywhere once every service is real', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://moodtape.example',
      SPOTIFY_CLIENT_ID: 'abc',
      YOUTUBE_API_KEY: 'yt',
      VIDEO_ALT_BASE_URL: 'https://invidious.example',
      TMDB_READ_TOKEN: 'tmdb',
    });
    expect(emulatedServices(config)).toEqual([]);
  });

  it('takes the emulator control token, at least 16 characters', () => {
    const token = 'a-control-token-of-32-characters';
    expect(loadConfig({ EMULATOR_CONTROL_TOKEN: token }).demo.controlToken).toBe(token);
    expect(() => loadConfig({ EMULATOR_CONTROL_TOKEN: 'short' })).toThrow(/at least 16/);
  });
});

describe('trusted proxies and source maps', () => {
  it('trusts no proxy and serves no source map unless told', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://moodtape.example', DEMO_PUBLIC: 'true' });
    expect(config.trustedProxies).toEqual([]);
    expect(config.serveSourceMaps).toBe(false);
  });

  it('takes addresses, CIDR ranges and proxy-addr range names', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: ' 10.0.0.1, 172.16.0.0/12 ,fd00::/8,::1,loopback, ',
      SERVE_SOURCE_MAPS: 'true',
    });
    expect(config.trustedProxies).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(config.serveSourceMaps).toBe(true);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8', 'true', '*'])(
    'refuses %s as a proxy',
    (entry) => {
      expect(() => loadConfig({ TRUSTED_PROXIES: entry })).toThrow(/TRUSTED_PROXIES/);
    },
  );
});
