// POST /api/generate-video-queries behind the scenes (spec 4 Generation: the AI writes the
// four groups' searches and a gradient). spec 5: the answer must have the four query arrays
// and a text gradient, otherwise the message names the missing categories; the gradient
// comes back rebuilt (or replaced) by our code (AMENDMENTS A6).
import { type VideoQueries, parseVideoQueries } from '@moodtape/core';
import type { Logger } from '../../http/logger';
import { AiAnswerError, firstValidAnswer } from '../../integrations/ai/provider-chain';
import type { AiProvider, AroundTheMusic } from '../../integrations/ai/types';
import { rebuildGradient } from '../theme';

export type VideoQueriesService = ReturnType<typeof createVideoQueries>;

export function createVideoQueries(deps: { providers: readonly AiProvider[]; logger: Logger }) {
  const { providers, logger } = deps;
  return {
    async write(input: AroundTheMusic, signal: AbortSignal): Promise<VideoQueries> {
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
  };
}
