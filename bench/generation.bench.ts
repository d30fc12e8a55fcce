// `npm run bench -- generation`: time to the first playable track and to the complete
// playlist, Moodtape's streaming pipeline against two naive ones (one search at a time, and
// four at once), through the real OpenAI-compatible provider and Spotify client, against the
// emulators under two latency profiles: today's small hosted models, and a slow day.
// GENERATION_PROFILE=default|slow runs one. Also prints each profile's physical floors and
// every ratio.
import OpenAI from 'openai';
import { tokenize } from '@moodtape/emulators';
import { trackCache } from '../apps/server/src/db/schema';
import {
  type SpotifyWebApi,
  createSpotifyWebApi,
} from '../apps/server/src/integrations/spotify/web-api-client';
import { createHarness } from '../apps/server/test/harness';
import {
  NAIVE_PARALLEL_SEARCHES,
  type Timing,
  timeBaseline,
  timePipeline,
} from './generation-runs';
import { median, ms, ratio } from './stats';

// Today's small hosted models, and a slow day (a busy model, a slow Spotify).
const PROFILES = [
  { name: 'default', firstTokenDelayMs: 900, tokensPerSecond: 80, searchMs: 150, runs: 7 },
  { name: 'slow', firstTokenDelayMs: 1500, tokensPerSecond: 40, searchMs: 400, runs: 5 },
];
type Profile = (typeof PROFILES)[number];
const MODEL = 'moodtape-emulated-mini';
const AI_KEY = 'bench-key';
const PROMPTS = [
  'rainy sunday morning, coffee, slow start',
  'hype gym workout',
  'late night drive through the city',
  'summer beach party with friends',
  'calm focus for deep work',
  'heartbreak on a cold winter evening',
  'road trip with the windows down',
];

const h = await createHarness(
  { kind: 'pglite', create: async () => ({ databaseUrl: undefined, drop: async () => {} }) },
  {
    env: (emulatorUrl) => ({
      AI_BASE_URL: `${emulatorUrl}/emulators/openai/v1`,
      AI_API_KEY: AI_KEY,
      AI_MODEL: MODEL,
      AI_VISION: 'false',
      AI_MAX_RETRIES: '0',
      AI_CALLS_PER_MINUTE: '1000',
    }),
  },
);
try {
  const openaiBase = `${h.emulatorUrl}/emulators/openai`;
  const baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await h.signIn('ava.rivers');
  const tokenAnswer = await fetch(`${baseUrl}/api/auth/token`, {
    headers: { cookie: `mt_session=${session}` },
  });
  const { access_token: accessToken } = (await tokenAnswer.json()) as { access_token: string };
  const ai = new OpenAI({ baseURL: `${openaiBase}/v1`, apiKey: AI_KEY, maxRetries: 0 });
  const spotify = createSpotifyWebApi({ baseUrl: `${h.emulatorUrl}/emulators/spotify/api`, fetch });
  const only = process.env.GENERATION_PROFILE;
  for (const profile of PROFILES.filter((p) => !only || p.name === only)) {
    await post(`${openaiBase}/__control`, {
      latency: {
        firstTokenDelayMs: profile.firstTokenDelayMs,
        tokensPerSecond: profile.tokensPerSecond,
      },
    });
    await h.control({ searchDelayMs: profile.searchMs });
    await measure(profile, { ai, spotify, accessToken, baseUrl, session });
  }
} finally {
  await h.close();
}

async function measure(
  profile: Profile,
  run: {
    ai: OpenAI;
    spotify: SpotifyWebApi;
    accessToken: string;
    baseUrl: string;
    session: string;
  },
) {
  const prompts = PROMPTS.slice(0, profile.runs);
  console.info(
    `\n${profile.name} profile: first AI token after ${profile.firstTokenDelayMs} ms, then ` +
      `${profile.tokensPerSecond} tokens/s; each Spotify search ${profile.searchMs} ms; 20-song ` +
      `playlists; ${prompts.length} runs each, cold cache.\n`,
  );
  const pipeline: Timing[] = [];
  const sequential: Timing[] = [];
  const parallel: Timing[] = [];
  const floors: { first: number; complete: number }[] = [];
  const clearCache = () => h.app.database.db.delete(trackCache);
  for (const prompt of prompts) {
    await clearCache();
    const naive = await timeBaseline(run.ai, MODEL, run.spotify, run.accessToken, prompt);
    await clearCache();
    const naiveParallel = await timeBaseline(
      run.ai,
      MODEL,
      run.spotify,
      run.accessToken,
      prompt,
      NAIVE_PARALLEL_SEARCHES,
    );
    await clearCache();
    const ours = await timePipeline(run.baseUrl, run.session, prompt);
    const floor = floorsOf(naive.answer, profile);
    pipeline.push(ours);
    sequential.push(naive);
    parallel.push(naiveParallel);
    floors.push(floor);
    const pair = (t: Timing) => `${ms(t.firstPlayableMs)}, ${ms(t.completeMs)}`;
    console.info(
      `${prompt.padEnd(42)} moodtape ${pair(ours)} (${ours.found} found) | naive ${pair(naive)} | ` +
        `naive x${NAIVE_PARALLEL_SEARCHES} ${pair(naiveParallel)} | floors ${ms(floor.first)}, ${ms(floor.complete)}`,
    );
  }

  const med = (timings: Timing[], key: keyof Timing) => median(timings.map((t) => t[key]));
  const perRun = (value: (i: number) => number) => median(pipeline.map((_, i) => value(i)));
  const firstVsFloor = perRun((i) => pipeline[i]!.firstPlayableMs / floors[i]!.first);
  const completeVsFloor = perRun((i) => pipeline[i]!.completeMs / floors[i]!.complete);
  const completeVsParallel = perRun((i) => pipeline[i]!.completeMs / parallel[i]!.completeMs);
  const row = (name: string, timings: Timing[]) =>
    `  ${name.padEnd(17)} first playable ${ms(med(timings, 'firstPlayableMs'))}   complete ${ms(med(timings, 'completeMs'))}`;
  console.info(`
Medians of ${prompts.length} runs (${profile.name} profile)
${row('Moodtape', pipeline)}
${row('Naive, 1 search', sequential)}
${row(`Naive, ${NAIVE_PARALLEL_SEARCHES} searches`, parallel)}
  Floors            first playable ${ms(median(floors.map((f) => f.first)))}   complete ${ms(median(floors.map((f) => f.complete)))}
                    (first token + the first song's tokens + one search; the whole answer + one search)

Ratios (median of per-run ratios)
  Moodtape first playable / its floor                 ${ratio(firstVsFloor)}   (target <= 1.1)
  Moodtape complete / naive with ${NAIVE_PARALLEL_SEARCHES} searches complete  ${ratio(completeVsParallel)}   (target <= 0.9)
  Moodtape complete / its floor                       ${ratio(completeVsFloor)}
  Moodtape first playable / naive complete            ${ratio(med(pipeline, 'firstPlayableMs') / med(sequential, 'completeMs'))}
  Moodtape complete / naive (1 search) complete       ${ratio(med(pipeline, 'completeMs') / med(sequential, 'completeMs'))}

Below 1 against a floor: a song is looked up as soon as its title and artist are written, a
few tokens before its object closes, and the last song while the model still writes the name.`);
}

// The emulator sends token i at first-token delay + i / rate. The first song is playable one
// search after the token that closes its object; the playlist one search after the last token.
function floorsOf(answer: string, profile: Profile) {
  const tokens = tokenize(answer);
  const firstSongEnd = answer.indexOf('}', answer.indexOf('"songs"'));
  let chars = 0;
  let closing = tokens.length - 1;
  for (const [i, token] of tokens.entries()) {
    chars += token.length;
    if (chars > firstSongEnd) {
      closing = i;
      break;
    }
  }
  const at = (index: number) =>
    profile.firstTokenDelayMs + (index / profile.tokensPerSecond) * 1000 + profile.searchMs;
  return { first: at(closing), complete: at(tokens.length - 1) };
}

async function post(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}
