// Generation as a stream (ARCHITECTURE: Generate): the AI writes songs, each song is looked
// up on Spotify the moment it is complete, and the person sees every step as an event. The
// providers form a fallback chain (AMENDMENTS A6): when one fails, even half-way, the next
// one continues, and songs already shown stay.
import {
  EXTEND_SONG_COUNT,
  type GenerationEvent,
  MESSAGES,
  PLAYLIST_SONG_COUNT,
  type SongRef,
  type Track,
  extractAiJson,
  songKey,
} from '@moodtape/core';
import type { Logger } from '../../http/logger';
import { AiError } from '../../integrations/ai/errors';
import { createSongStreamParser } from '../../integrations/ai/song-stream';
import type { AiImage, AiProvider, AiTask } from '../../integrations/ai/types';
import { createAsyncChannel } from '../../lib/async-channel';
import type { MatchResult, Searcher, TrackMatcher } from '../track-matching';

export type GenerationRequest =
  | { kind: 'playlist'; prompt: string; image: AiImage | null }
  | { kind: 'extend'; currentSongs: SongRef[] }
  | { kind: 'specific-song'; currentSongs: SongRef[]; request: string };

export type PlaylistGeneration = ReturnType<typeof createPlaylistGeneration>;

export function createPlaylistGeneration(deps: {
  providers: readonly AiProvider[];
  matcher: TrackMatcher;
  logger: Pick<Logger, 'warn'>;
}) {
  const { providers, matcher, logger } = deps;

  async function run(
    request: GenerationRequest,
    emit: (event: GenerationEvent) => void,
    options: { searcher: Searcher | null; signal: AbortSignal },
  ) {
    const count = songCount(request);
    const accepted: SongRef[] = [];
    const results: MatchResult[] = [];
    const lookups: Promise<void>[] = [];
    const seen = new Set(currentSongs(request).map((s) => songKey(s.title, s.artist)));
    let name: string | null = null;

    // Songs that arrive in one piece of the stream are looked up together: one cache query,
    // and each song's turn in the server's lookup queue is its place in the playlist.
    const accept = (songs: readonly SongRef[]) => {
      const fresh: SongRef[] = [];
      for (const song of songs) {
        const key = songKey(song.title, song.artist);
        if (seen.has(key) || accepted.length >= count) continue;
        seen.add(key);
        const index = accepted.push(song) - 1;
        fresh.push(song);
        emit({ type: 'song', index, title: song.title, artist: song.artist });
      }
      const { searcher } = options;
      if (searcher === null || fresh.length === 0) return;
      const first = accepted.length - fresh.length;
      matcher.matchEach(fresh, searcher, first, true).forEach((match, i) => {
        lookups.push(
          match.then((result) => {
            results[first + i] = result;
            emit({ type: 'track', index: first + i, track: result.track });
          }),
        );
      });
    };

    for (const provider of providers) {
      if (accepted.length >= count || options.signal.aborted) break;
      const before = accepted.length;
      try {
        const parser = createSongStreamParser();
        for await (const chunk of provider.stream(taskFor(request, accepted), options.signal)) {
          const update = parser.push(chunk);
          if (update.name && name === null && request.kind === 'playlist') {
            name = update.name;
            emit({ type: 'name', name });
          }
          accept(update.songs);
        }
        // spec 5: the answer must be JSON (optionally fenced); songs read before a broken
        // ending are kept, and the next provider fills the rest.
        extractAiJson(parser.text);
        if (accepted.length === before)
          throw new AiError('invalid_answer', provider.name, 'no new songs');
        break;
      } catch (error) {
        if (options.signal.aborted) break;
        logger.warn({ err: error, provider: provider.name }, 'AI provider failed; trying the next');
      }
    }

    await Promise.all(lookups);
    if (accepted.length === 0 && !options.signal.aborted) {
      emit({
        type: 'error',
        error: {
          code: 'upstream_error',
          message: `${MESSAGES.aiUnavailable} Please try again.`,
        },
      });
      return;
    }
    const overQuota = results.find((r) => r?.overQuota)?.overQuota;
    const unavailable = results.filter((r) => r?.outcome === 'unavailable').length;
    if (overQuota) emit({ type: 'notice', message: overQuota.message });
    else if (unavailable > 0) emit({ type: 'notice', message: spotifyBusyMessage(unavailable) });
    const songs = accepted.map((s) => ({ title: s.title, artist: s.artist }));
    const content =
      request.kind === 'playlist'
        ? JSON.stringify({ name: name ?? fallbackName(request.prompt), songs })
        : JSON.stringify({ songs });
    if (request.kind === 'playlist' && name === null) {
      emit({ type: 'name', name: fallbackName(request.prompt) });
    }
    const tracks: Track[] = options.searcher === null ? [] : results.map((r) => r.track);
    emit({ type: 'done', content, tracks });
  }

  return {
    // Every event as it happens; songs are matched on Spotify with the person's token.
    stream(
      request: GenerationRequest,
      options: { searcher: Searcher; signal: AbortSignal },
    ): AsyncIterable<GenerationEvent> {
      const channel = createAsyncChannel<GenerationEvent>();
      run(request, (event) => channel.push(event), options)
        .catch((err: unknown) => {
          logger.warn({ err }, 'generation failed');
          channel.push({
            type: 'error',
            error: { code: 'internal_error', message: 'Something went wrong on our side.' },
          });
        })
        .finally(() => channel.close());
      return channel;
    },

    // spec 7's plain answer: the AI's JSON text, no Spotify lookups.
    async content(request: GenerationRequest, signal: AbortSignal): Promise<string | null> {
      let content: string | null = null;
      await run(request, (e) => e.type === 'done' && (content = e.content), {
        searcher: null,
        signal,
      });
      return content;
    },
  };
}

function songCount(request: GenerationRequest): number {
  if (request.kind === 'playlist') return PLAYLIST_SONG_COUNT;
  return request.kind === 'extend' ? EXTEND_SONG_COUNT : 1;
}

function currentSongs(request: GenerationRequest): SongRef[] {
  return request.kind === 'playlist' ? [] : request.currentSongs;
}

// A fallback provider is told about the songs already shown, so it adds to them.
function taskFor(request: GenerationRequest, accepted: readonly SongRef[]): AiTask {
  const count = songCount(request);
  switch (request.kind) {
    case 'playlist':
      return accepted.length === 0
        ? { kind: 'playlist', prompt: request.prompt, image: request.image, count }
        : {
            kind: 'playlist',
            prompt: request.prompt,
            image: request.image,
            count: count - accepted.length,
            currentSongs: [...accepted],
          };
    case 'extend':
      return {
        kind: 'extend',
        currentSongs: [...request.currentSongs, ...accepted],
        count: count - accepted.length,
      };
    case 'specific-song':
      return {
        kind: 'specific-song',
        currentSongs: request.currentSongs,
        request: request.request,
      };
  }
}

function spotifyBusyMessage(count: number): string {
  const songs = count === 1 ? '1 song' : `${count} songs`;
  return `Spotify is busy right now, so ${songs} could not be looked up. Try extending the playlist again in a minute.`;
}

// When no provider named the playlist: the first words of the prompt, in title case.
function fallbackName(prompt: string): string {
  const words = prompt
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4);
  if (words.length === 0) return 'Photo Mood Mix';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}
