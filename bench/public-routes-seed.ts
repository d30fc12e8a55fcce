// Fills a running Moodtape through its public HTTP API, as a person in a browser would:
// signs in on the emulated Spotify consent page, uploads a large photo, saves public vibes
// with full content, and comments on one of them. Nothing here reaches past the API, so it
// keeps working when the server's insides change.
import { randomBytes } from 'node:crypto';
import type { CreateVibeRequest, Track, Video } from '@moodtape/core';
import sharp from 'sharp';
import { expectStatus, send, signIn } from './sign-in';

export type Seeded = {
  imageSha: string;
  imageBytes: number;
  vibeIds: string[];
  commentedVibeId: string;
  searchWord: string;
  monogramFile: string;
};

// Every name holds SEARCH_WORD, so a Discover search for it answers a full page.
const SEARCH_WORD = 'night';
const NAMES = [
  'Rainy night coffee',
  'Night drive through the city',
  'Neon night run',
  'Quiet night reading',
  'Summer night on the roof',
  'Night shift focus',
  'Starry night campfire',
  'Late night kitchen jazz',
  'Night train to the coast',
  'Winter night by the fire',
  'Night swim in the lake',
  'Friday night warm-up',
  'Sleepless night synths',
  'Night market wander',
  'Foggy night harbour',
  'Night owl study session',
  'Heartbreak night walk',
  'Desert night highway',
  'Night bus home',
  'Rooftop night party',
  'Candlelit night dinner',
  'Stormy night indoors',
  'Night sky stargazing',
  'Last night of summer',
  'Night ferry crossing',
];
const CREATOR = 'Lo-fi Girl';

// Noise does not compress, so the photo stays large after the server re-encodes it.
async function noisyPhoto(): Promise<Buffer> {
  const width = 2200;
  const height = 1600;
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function tracks(seed: number): Track[] {
  return Array.from({ length: 20 }, (_, i) => ({
    title: `Song ${seed}-${i + 1} (${NAMES[(seed + i) % NAMES.length]})`,
    artist: `Artist ${(seed * 7 + i) % 40}`,
    spotifyUri: `spotify:track:${randomBytes(11).toString('hex').slice(0, 22)}`,
    previewUrl: null,
    albumArt: `https://i.scdn.co/image/ab67616d0000b273${randomBytes(12).toString('hex')}`,
    durationMs: 150_000 + ((seed * 31 + i * 17) % 120) * 1000,
    found: i % 10 !== 9,
  }));
}

const lorem = (words: number, seed: number) =>
  Array.from(
    { length: words },
    (_, i) => NAMES[(seed + i) % NAMES.length]?.split(' ')[i % 3] ?? 'mood',
  ).join(' ');

function videos(count: number, seed: number): Video[] {
  return Array.from({ length: count }, (_, i) => {
    const id = randomBytes(8).toString('base64url').slice(0, 11);
    return {
      id,
      title: `${NAMES[(seed + i) % NAMES.length]} | ${i + 1} hour mix`,
      thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      channelTitle: `Channel ${(seed + i) % 12}`,
      url: `https://www.youtube.com/watch?v=${id}`,
      description: lorem(45, seed + i),
      duration: 600 + i * 180,
      views: 10_000 * (i + 1),
      likes: 300 * (i + 1),
    };
  });
}

function vibeBody(index: number, imageUrl: string): CreateVibeRequest {
  const name = NAMES[index % NAMES.length] as string;
  const screen = (kind: string) =>
    Array.from({ length: 6 }, (_, i) => ({
      title: `${kind} ${index}-${i + 1}`,
      year: 1990 + ((index + i) % 35),
      description: lorem(30, index + i),
      imageUrl: `https://image.tmdb.org/t/p/w342/${randomBytes(10).toString('hex')}.jpg`,
    }));
  return {
    name,
    prompt: `${name.toLowerCase()}, ${lorem(30, index)}`,
    image_url: imageUrl,
    is_public: true,
    playlist_data: { name, tracks: tracks(index) },
    youtube_data: {
      queries: {
        musicQueries: [`${name} music`, `${name} playlist`, `${name} mix`],
        ambientQueries: [`${name} ambience`, `${name} rain sounds`],
        generalQueries: [`${name} ideas`, `${name} vlog`],
        shortsQueries: [`${name} shorts`, `${name} aesthetic`],
        gradient: 'linear-gradient(135deg, #1e3a5f 0%, #f4a261 100%)',
      },
      videos: {
        music: videos(8, index),
        ambient: videos(6, index + 1),
        general: videos(6, index + 2),
        shorts: videos(4, index + 3),
      },
    },
    movies_data: screen('Movie'),
    tv_shows_data: screen('Show'),
    activities_data: Array.from({ length: 6 }, (_, i) => ({
      title: `Activity ${i + 1}`,
      description: lorem(20, index + i),
      iconHint: ['coffee', 'book', 'walk', 'music', 'star', 'moon'][i] as string,
    })),
    creators_data: Array.from({ length: 6 }, (_, i) => ({
      name: i === 0 ? CREATOR : `Creator ${index}-${i}`,
      platform: 'youtube',
      description: lorem(20, index + i),
      imageUrl: null,
      channelUrl: `https://www.youtube.com/@creator${index}${i}`,
      spotifyUri: null,
    })),
  };
}

export async function seed(
  baseUrl: string,
  counts: { vibes: number; comments: number },
): Promise<Seeded> {
  const ava = await signIn(baseUrl, 'ava.rivers');
  const kai = await signIn(baseUrl, 'kai.moreno');

  const photo = await noisyPhoto();
  const upload = await send(
    baseUrl,
    '/api/upload-image',
    {
      method: 'POST',
      body: JSON.stringify({
        image: `data:image/jpeg;base64,${photo.toString('base64')}`,
        filename: 'night.jpg',
        contentType: 'image/jpeg',
      }),
    },
    ava,
  );
  await expectStatus(upload, 200, 'upload');
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const stored = await fetch(`${baseUrl}${imageUrl}`);
  const imageBytes = (await stored.arrayBuffer()).byteLength;

  const vibeIds: string[] = [];
  for (let i = 0; i < counts.vibes; i++) {
    const body = JSON.stringify(vibeBody(i, imageUrl));
    const answer = await send(baseUrl, '/api/vibes', { method: 'POST', body }, ava);
    await expectStatus(answer, 201, 'save vibe');
    vibeIds.push(((await answer.json()) as { id: string }).id);
  }

  const commentedVibeId = vibeIds[0] as string;
  for (let i = 0; i < counts.comments; i++) {
    const content = `${i % 2 ? 'Kai' : 'Ava'} here, comment ${i + 1}: ${lorem(25, i)}`;
    const body = JSON.stringify({ content });
    const path = `/api/vibes/${commentedVibeId}/comments`;
    const answer = await send(baseUrl, path, { method: 'POST', body }, i % 2 ? kai : ava);
    await expectStatus(answer, 201, 'comment');
  }

  return {
    imageSha: imageUrl.slice('/api/images/'.length),
    imageBytes,
    vibeIds,
    commentedVibeId,
    searchWord: SEARCH_WORD,
    monogramFile: `${encodeURIComponent(CREATOR)}.svg`,
  };
}
