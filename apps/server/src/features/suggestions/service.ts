// POST /api/more-internet-suggestions behind the scenes (spec 4 Generation: suggestions load
// after the video queries). The AI's answer (spec 3 Movie/TV, Activity, Creator) is read
// leniently item by item: a malformed item is dropped, a missing section makes the answer
// invalid (the next provider answers). Sections are capped so the page stays readable.
import {
  type Activity,
  type Creator,
  type ScreenSuggestion,
  type Suggestions,
  extractAiJson,
} from '@moodtape/core';
import { z } from 'zod';
import type { Logger } from '../../http/logger';
import { AiAnswerError, firstValidAnswer } from '../../integrations/ai/provider-chain';
import type { AiProvider, AroundTheMusic } from '../../integrations/ai/types';

export type SuggestionService = ReturnType<typeof createSuggestionService>;

export function createSuggestionService(deps: {
  providers: readonly AiProvider[];
  logger: Logger;
}) {
  return {
    suggest(input: AroundTheMusic, signal: AbortSignal): Promise<Suggestions> {
      return firstValidAnswer(deps.providers, { kind: 'suggestions', ...input }, readSuggestions, {
        signal,
        logger: deps.logger,
      });
    },
  };
}

const SUGGESTION_CAPS = { movies: 10, tvShows: 10, activities: 12, creators: 8 } as const;

const text = (max: number) => z.string().trim().max(max);
const Year = z
  .union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^\d{4}$/),
  ])
  .transform(Number)
  .refine((year) => year >= 1870 && year <= 2100)
  .nullish()
  .catch(null);
// Shown as a link: only web addresses, never javascript: or data: URLs.
const WebUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^https?:\/\/[^\s]+$/i.test(url))
  .nullish()
  .catch(null);
const SpotifyUri = z
  .string()
  .regex(/^spotify:(show|artist|episode|playlist|user):[A-Za-z0-9]+$/)
  .nullish()
  .catch(null);

const ScreenItem = z.object({
  title: text(200).min(1),
  year: Year,
  description: text(1000).default(''),
});
const ActivityItem = z.object({
  title: text(200).min(1),
  description: text(1000).default(''),
  iconHint: text(40).default(''),
});
const CreatorItem = z.object({
  name: text(200).min(1),
  platform: text(60).default(''),
  description: text(1000).default(''),
  channelUrl: WebUrl,
  spotifyUri: SpotifyUri,
});
const Answer = z.object({
  movies: z.array(z.unknown()),
  tvShows: z.array(z.unknown()),
  activities: z.array(z.unknown()),
  creators: z.array(z.unknown()),
});

function items<T extends z.ZodType>(schema: T, values: unknown[], cap: number): z.infer<T>[] {
  return values
    .map((value) => schema.safeParse(value))
    .flatMap((parsed) => (parsed.success ? [parsed.data as z.infer<T>] : []))
    .slice(0, cap);
}

function readSuggestions(answer: string): Suggestions {
  const parsed = Answer.safeParse(extractAiJson(answer));
  if (!parsed.success) throw new AiAnswerError('The AI did not suggest anything we could read.');
  const { movies, tvShows, activities, creators } = parsed.data;
  const screen = (value: z.infer<typeof ScreenItem>): ScreenSuggestion => ({
    title: value.title,
    year: value.year ?? null,
    description: value.description,
    imageUrl: null,
  });
  return {
    movies: items(ScreenItem, movies, SUGGESTION_CAPS.movies).map(screen),
    tvShows: items(ScreenItem, tvShows, SUGGESTION_CAPS.tvShows).map(screen),
    activities: items(ActivityItem, activities, SUGGESTION_CAPS.activities) satisfies Activity[],
    creators: items(CreatorItem, creators, SUGGESTION_CAPS.creators).map((c): Creator => ({
      name: c.name,
      platform: c.platform,
      description: c.description,
      imageUrl: null,
      channelUrl: c.channelUrl ?? null,
      spotifyUri: c.spotifyUri ?? null,
    })),
  };
}
