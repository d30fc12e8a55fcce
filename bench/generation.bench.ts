// `npm run bench`: time to the first playable track and to the complete playlist, Moodtape's
// streaming pipeline against the naive one, through the real OpenAI-compatible provider and
// Spotify client, against the emulators with a fixed latency profile close to today's small
// hosted models. Also prints the physical floors of that profile and every ratio.
import OpenAI from 'openai';
import { tokenize } from '@moodtape/emulators';
import { trackCache } from '../apps/server/src/db/schema';
import { createSpotifyWebApi } from '../apps/server/src/integrations/spotify/web-api-client';
import { createHarness } from '../apps/server/test/harness';
import { type Timing, timeBaseline, timePipeline } from './generation-runs';
import { median, ms, ratio } from './stats';

const PROFILE = { firstTokenDelayMs: 900, tokensPerSecond: 80, searchMs: 150 };
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
  await post(`${openaiBase}/__control`, {
    latency: {
      firstTokenDelayMs: PROFILE.firstTokenDelayMs,
      tokensPerSecond: PROFILE.tokensPerSecond,
    },
  });
  await h.control({ searchDelayMs: PROFILE.searchMs });
  const baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await h.signIn('ava.rivers');
  const tokenAnswer = await fetch(`${baseUrl}/api/auth/token`, {
    headers: { cookie: `mt_session=${session}` },
  });
  const { access_token: accessToken } = (await tokenAnswer.json()) as { access_token: string };
  const ai = new OpenAI({ baseURL: `${openaiBase}/v1`, apiKey: AI_KEY, maxRetries: 0 });
  const spotify = createSpotifyWebApi({ baseUrl: `${h.emulatorUrl}/emulators/spotify/api`, fetch });

  console.info(
    `Profile: first AI token after ${PROFILE.firstTokenDelayMs} ms, then ${PROFILE.tokensPerSecond} tokens/s; ` +
      `each Spotify search ${PROFILE.searchMs} ms; 20-song playlists; ${PROMPTS.length} runs each, cold cache.\n`,
  );
  const pipeline: Timing[] = [];
  const baseline: Timing[] = [];
  const floors: { first: number; complete: number }[] = [];
  for (const prompt of PROMPTS) {
    await h.app.database.db.delete(trackCache);
    const naive = await timeBaseline(ai, MODEL, spotify, accessToken, prompt);
    await h.app.database.db.delete(trackCache);
    const ours = await timePipeline(baseUrl, session, prompt);
    const floor = floorsOf(naive.answer);
    pipeline.push(ours);
    baseline.push(naive);
    floors.push(floor);
    console.info(
      `${prompt.padEnd(42)} moodtape first ${ms(ours.firstPlayableMs)}, complete ${ms(ours.completeMs)} (${ours.found} found) | ` +
        `naive first ${ms(naive.firstPlayableMs)}, complete ${ms(naive.completeMs)} | floors ${ms(floor.first)}, ${ms(floor.complete)}`,
    );
  }

  const m = {
    first: median(pipeline.map((t) => t.firstPlayableMs)),
    complete: median(pipeline.map((t) => t.completeMs)),
    naiveFirst: median(baseline.map((t) => t.firstPlayableMs)),
    naiveComplete: median(baseline.map((t) => t.completeMs)),
    floorFirst: median(floors.map((f) => f.first)),
    floorComplete: median(floors.map((f) => f.complete)),
  };
  const firstVsFloor = median(pipeline.map((t, i) => t.firstPlayableMs / floors[i]!.first));
  const completeVsFloor = median(pipeline.map((t, i) => t.completeMs / floors[i]!.complete));
  console.info(`
Medians of ${PROMPTS.length} runs
  Moodtape   first playable ${ms(m.first)}   complete ${ms(m.complete)}
  Naive      first playable ${ms(m.naiveFirst)}   complete ${ms(m.naiveComplete)}
  Floors     first playable ${ms(m.floorFirst)}   complete ${ms(m.floorComplete)}
             (first token + the first song's tokens + one search; the whole answer + one search)

Ratios (median of per-run ratios for the floors)
  Moodtape first playable / its floor             ${ratio(firstVsFloor)}   (target <= 1.15)
  Moodtape complete / its floor                   ${ratio(completeVsFloor)}   (target <= 1.15)
  Moodtape first playable / naive complete        ${ratio(m.first / m.naiveComplete)}   (target <= 0.15)
  Moodtape first playable / naive first playable  ${ratio(m.first / m.naiveFirst)}
  Moodtape complete / naive complete              ${ratio(m.complete / m.naiveComplete)}

Below 1 against a floor: a song is looked up as soon as its title and artist are written, a
few tokens before its object closes, and the last song while the model still writes the name.`);
} finally {
  await h.close();
}

// The emulator sends token i at first-token delay + i / rate. The first song is playable one
// search after the token that closes its object; the playlist one search after the last token.
function floorsOf(answer: string) {
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
    PROFILE.firstTokenDelayMs + (index / PROFILE.tokensPerSecond) * 1000 + PROFILE.searchMs;
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
