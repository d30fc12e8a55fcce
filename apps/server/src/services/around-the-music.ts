// The AI calls around a playlist (spec 4 Generation: video queries, then suggestions; spec 2
// Regenerate Theme), each through the provider chain with the built-in engine last
// (AMENDMENTS A6), each answer checked before anything of it reaches the page.
import {
  type AroundTheMusicRequest,
  type Suggestions,
  type VideoQueries,
  extractAiJson,
  parseVideoQueries,
} from '@moodtape/core';
import { z } from 'zod';
import type { AiImage, AiProvider, AroundTheMusic } from '../integrations/ai/types';
import { AiAnswerError, type Logger, firstValidAnswer } from './ai-answers';
import { readSuggestions } from './suggestion-answer';
import { engineGradient, rebuildGradient } from './theme-gradient';

const ThemeAnswerSchema = z.object({ gradient: z.string().min(1) });

export type AroundTheMusicService = ReturnType<typeof createAroundTheMusic>;

export function createAroundTheMusic(deps: { providers: readonly AiProvider[]; logger: Logger }) {
  const { providers, logger } = deps;

  return {
    // spec 5: the four query arrays and a text gradient, or the message naming what is
    // missing; the gradient comes back rebuilt (or replaced) by our code.
    async videoQueries(input: AroundTheMusic, signal: AbortSignal): Promise<VideoQueries> {
      const queries = await firstValidAnswer(
        providers,
        { kind: 'video-queries', ...input },
        (text) => {
          try {
            return parseVideoQueries(text);
          } catch (error) {
            throw new AiAnswerError((error as Error).message, { cause: error });
          }
        },
        { signal, logger },
      );
      return { ...queries, gradient: rebuildGradient(queries.gradient, input, logger) };
    },

    async theme(prompt: string, signal: AbortSignal): Promise<string> {
      const mood = { prompt, image: null as AiImage | null };
      const raw = await firstValidAnswer(
        providers,
        { kind: 'theme', prompt },
        (text) => ThemeAnswerSchema.parse(extractAiJson(text)).gradient,
        { signal, logger },
      ).catch((error: unknown) => {
        // The theme never fails for want of an AI: the engine answers offline.
        logger.warn({ err: error }, 'no AI theme; using the mood engine');
        return null;
      });
      return raw === null ? engineGradient(mood) : rebuildGradient(raw, mood, logger);
    },

    suggestions(input: AroundTheMusic, signal: AbortSignal): Promise<Suggestions> {
      return firstValidAnswer(providers, { kind: 'suggestions', ...input }, readSuggestions, {
        signal,
        logger,
      });
    },
  };
}

// spec 7's request (playlist, prompt, imageUrl) as the AI calls' input.
export function aroundTheMusicInput(
  body: AroundTheMusicRequest,
  image: AiImage | null,
): AroundTheMusic {
  return {
    prompt: body.prompt,
    playlistName: body.playlist.name,
    songs: body.playlist.tracks.map((t) => ({ title: t.title, artist: t.artist })),
    image,
  };
}
