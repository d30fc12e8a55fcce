// The emulated video platform's catalogue: for any query, a stable list of about 60 videos
// built from the query's words. The same query always gives the same videos (ids, titles,
// lengths, counts); another query gives others. Lengths are spread the way search results
// are: music videos 3-6 min, ambience 1-10 h, other videos 5-25 min, and about one in ten
// under a minute; a query with "shorts" gets mostly videos under 60 s, and some of 60-90 s
// so that the product's shorts filter (spec: "videos under 60 seconds") has work to do.
import { foldWords } from '@moodtape/core';
import {
  ADJECTIVES,
  AMBIENT_WORDS,
  ARTISTS,
  CHANNELS,
  CITIES,
  DESCRIPTIONS,
  MUSIC_WORDS,
  type Parts,
  SOUNDS,
  TITLES,
  type VideoKind,
} from './catalog-words';
import { type Dice, channelId, dice, videoId } from './seeds';
import { STOP_WORDS, shownWords, titleCase } from './query-words';

export type { VideoKind } from './catalog-words';

export type CatalogVideo = {
  id: string;
  title: string;
  description: string;
  channelTitle: string;
  channelId: string;
  /** Milliseconds since the epoch. */
  publishedAt: number;
  durationSeconds: number;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  kind: VideoKind;
  /** YouTube's video category: 10 Music, 22 People & Blogs, 24 Entertainment, 27 Education. */
  categoryId: string;
  tags: string[];
};

type Flavour = 'music' | 'ambient' | 'general' | 'shorts';

// Percent of each kind of video in a query's results, by what the query is about.
const MIX: Record<Flavour, [VideoKind, number][]> = {
  music: [
    ['music', 62],
    ['ambient', 12],
    ['general', 16],
    ['short', 10],
  ],
  ambient: [
    ['ambient', 55],
    ['music', 20],
    ['general', 15],
    ['short', 10],
  ],
  general: [
    ['general', 60],
    ['music', 15],
    ['ambient', 15],
    ['short', 10],
  ],
  shorts: [
    ['short', 72],
    ['near-short', 18],
    ['music', 4],
    ['general', 6],
  ],
};

const DAY_MS = 86_400_000;

export function catalogFor(query: string, now: number): CatalogVideo[] {
  const folded = foldWords(query);
  const key = folded.join(' ');
  const shown = shownWords(query);
  const phrase = shown.length
    ? shown.map((w, i) => (i > 0 && STOP_WORDS.has(w.toLowerCase()) ? w : titleCase(w))).join(' ')
    : 'Good Vibes';
  const words = shown.filter((w) => w.length > 2 && !STOP_WORDS.has(w.toLowerCase()));
  const flavour = flavourOf(folded);
  // Videos are dated back from the start of today, so answers stay the same all day.
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const count = dice(`count:${key}`).int(56, 64);
  return Array.from({ length: count }, (_, index) => {
    const seed = `${key}\n${index}`;
    const roll = dice(seed);
    return makeVideo(seed, roll, pickKind(flavour, roll), today, {
      phrase,
      lower: phrase.toLowerCase(),
      word: titleCase(words.length ? roll.pick(words) : 'Vibes'),
    });
  });
}

function flavourOf(words: string[]): Flavour {
  if (words.includes('shorts')) return 'shorts';
  const music = words.filter((w) => MUSIC_WORDS.has(w)).length;
  const ambient = words.filter((w) => AMBIENT_WORDS.has(w)).length;
  if (music === 0 && ambient === 0) return 'general';
  return ambient > music ? 'ambient' : 'music';
}

function pickKind(flavour: Flavour, roll: Dice): VideoKind {
  let left = roll.next() * 100;
  for (const [kind, percent] of MIX[flavour]) {
    left -= percent;
    if (left < 0) return kind;
  }
  return 'general';
}

function lengthOf(kind: VideoKind, roll: Dice): number {
  switch (kind) {
    case 'music':
      return roll.int(180, 360);
    case 'ambient': {
      // Round hours, as ambience uploads are, sometimes with a few minutes over.
      const hours = roll.int(1, 10);
      return hours * 3600 + (hours < 10 && roll.next() < 0.5 ? roll.int(1, 599) : 0);
    }
    case 'general':
      return roll.int(300, 1500);
    case 'short':
      return roll.int(8, 59);
    case 'near-short':
      return roll.int(60, 90);
  }
}

// Views spread over orders of magnitude: 10^low .. 10^high.
const VIEWS: Record<VideoKind, [number, number]> = {
  music: [3.5, 7.5],
  ambient: [4, 7.3],
  general: [3, 6.8],
  short: [3.5, 7.5],
  'near-short': [3, 6.5],
};

function makeVideo(
  seed: string,
  roll: Dice,
  kind: VideoKind,
  today: number,
  words: Pick<Parts, 'phrase' | 'lower' | 'word'>,
): CatalogVideo {
  const durationSeconds = lengthOf(kind, roll);
  const parts: Parts = {
    ...words,
    artist: roll.pick(ARTISTS),
    hours: Math.max(1, Math.round(durationSeconds / 3600)),
    seconds: durationSeconds,
    adjective: roll.pick(ADJECTIVES),
    sound: roll.pick(SOUNDS),
    city: roll.pick(CITIES),
    count: roll.int(3, 12),
  };
  const channelTitle = roll.pick(CHANNELS[kind])(parts);
  const [low, high] = VIEWS[kind];
  const viewCount = Math.round(10 ** (low + roll.next() * (high - low)));
  const likeCount = Math.round(viewCount * (0.005 + roll.next() * 0.045));
  const quick = kind === 'short' || kind === 'near-short';
  const ageDays = quick ? roll.int(1, 900) : roll.int(3, 3000);
  return {
    id: videoId(seed),
    title: roll.pick(TITLES[kind])(parts),
    description: DESCRIPTIONS[kind](parts),
    channelTitle,
    channelId: channelId(channelTitle),
    publishedAt: today - ageDays * DAY_MS + roll.int(0, DAY_MS / 1000 - 1) * 1000,
    durationSeconds,
    viewCount,
    likeCount,
    commentCount: Math.round(likeCount * (0.02 + roll.next() * 0.08)),
    kind,
    categoryId: quick ? '24' : kind === 'general' ? roll.pick(['22', '27']) : '10',
    tags: [...new Set([...words.lower.split(' '), kind === 'music' ? 'music' : kind])],
  };
}
