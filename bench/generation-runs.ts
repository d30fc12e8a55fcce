// One timed generation each way: Moodtape's streaming pipeline over HTTP, and two naive
// pipelines that wait for the whole AI answer first, then search Spotify one song after
// another, or four songs at once (the fair competitor: the same bound on searches).
import type OpenAI from 'openai';
import { GenerationEventSchema, PLAYLIST_SONG_COUNT, extractAiJson } from '@moodtape/core';
import { chatMessages } from '../apps/server/src/integrations/ai/chat-messages';
import type { SpotifyWebApi } from '../apps/server/src/integrations/spotify/web-api-client';
import { bestCandidate } from '../apps/server/src/features/track-matching/candidates';

export type Timing = { firstPlayableMs: number; completeMs: number; found: number };
// When the first song's title reached the client, before any lookup.
export type PipelineTiming = Timing & { firstSongMs: number };

export async function timePipeline(
  baseUrl: string,
  session: string,
  prompt: string,
): Promise<PipelineTiming> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/generate-playlist`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      cookie: `mt_session=${session}`,
    },
    body: JSON.stringify({ prompt, selectedImage: null }),
  });
  if (!response.ok || !response.body) throw new Error(`generate answered ${response.status}`);
  let firstPlayableMs = Number.NaN;
  let firstSongMs = Number.NaN;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = GenerationEventSchema.parse(JSON.parse(data.slice(6)));
      if (event.type === 'song' && Number.isNaN(firstSongMs)) {
        firstSongMs = performance.now() - start;
      }
      if (event.type === 'track' && event.track.found && Number.isNaN(firstPlayableMs)) {
        firstPlayableMs = performance.now() - start;
      }
      if (event.type === 'done') {
        return {
          firstPlayableMs,
          firstSongMs,
          completeMs: performance.now() - start,
          found: event.tracks.filter((t) => t.found).length,
        };
      }
    }
  }
  throw new Error('the stream ended without a done event');
}

export const NAIVE_PARALLEL_SEARCHES = 4;

// `parallel`: how many songs are searched at once after the whole answer has come.
export async function timeBaseline(
  ai: OpenAI,
  model: string,
  spotify: SpotifyWebApi,
  accessToken: string,
  prompt: string,
  parallel = 1,
): Promise<Timing & { answer: string }> {
  const start = performance.now();
  const completion = await ai.chat.completions.create({
    model,
    messages: chatMessages(
      { kind: 'playlist', prompt, image: null, count: PLAYLIST_SONG_COUNT },
      { vision: false },
    ),
    response_format: { type: 'json_object' },
  });
  const answer = completion.choices[0]?.message.content ?? '';
  const { songs } = extractAiJson(answer) as { songs: { title: string; artist: string }[] };
  let firstPlayableMs = Number.NaN;
  let found = 0;
  const lookUp = async (song: { title: string; artist: string }) => {
    let match = bestCandidate(
      await spotify.searchTracks(accessToken, `track:${song.title} artist:${song.artist}`, 5),
      song,
    );
    if (!match) {
      match = bestCandidate(
        await spotify.searchTracks(accessToken, `${song.title} ${song.artist}`, 10),
        song,
      );
    }
    if (match) {
      found++;
      if (Number.isNaN(firstPlayableMs)) firstPlayableMs = performance.now() - start;
    }
  };
  // Each worker takes the next song in playlist order.
  let next = 0;
  const worker = async () => {
    while (next < songs.length) await lookUp(songs[next++]!);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { firstPlayableMs, completeMs: performance.now() - start, found, answer };
}
