// The page may load from the video and movie hosts only when those services are configured;
// emulators live on our own origin ('self').
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cspSources } from './security-headers';

const sourcesFor = (env: Record<string, string>) => cspSources(loadConfig(env));

describe('CSP sources for videos and posters', () => {
  it('adds no outside host in demo mode', () => {
    const sources = sourcesFor({});
    expect(sources.images).toEqual([]);
    expect(sources.frames).toEqual([]);
  });

  it('adds YouTube, its thumbnails, the Invidious instance and TMDB once configured', () => {
    const sources = sourcesFor({
      YOUTUBE_API_KEY: 'k',
      VIDEO_ALT_BASE_URL: 'https://invidious.example',
      TMDB_API_KEY: 't',
    });
    expect(sources.frames).toEqual(['https://www.youtube.com']);
    expect(sources.images).toEqual([
      'https://i.ytimg.com',
      'https://invidious.example',
      'https://image.tmdb.org',
    ]);
  });
});
