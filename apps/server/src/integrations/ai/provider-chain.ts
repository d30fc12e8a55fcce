// AMENDMENTS A6: the configured OpenAI-compatible providers in order (primary, secondary),
// and the built-in mood engine always last, so an answer always comes.
import { MESSAGES } from '@moodtape/core';
import type { AiConfig } from '../../config';
import { IntegrationError } from '../../errors';
import type { Logger } from '../../http/logger';
import { createBuiltinProvider } from './builtin-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider, AiTask } from './types';

export function createAiProviderChain(config: AiConfig, fetchImpl?: typeof fetch): AiProvider[] {
  return [
    ...config.providers.map((provider) =>
      createOpenAiProvider({
        ...provider,
        maxRetries: config.maxRetries,
        timeoutMs: config.timeoutMs,
        firstTokenMs: config.firstTokenMs,
        idleTimeoutMs: config.idleTimeoutMs,
        deadlineMs: (task: AiTask) => deadlineFor(task, config),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      }),
    ),
    createBuiltinProvider(),
  ];
}

// Playlists and extensions stream many songs; the other tasks answer in a few lines.
function deadlineFor(task: AiTask, config: AiConfig): number {
  const long = task.kind === 'playlist' || task.kind === 'extend';
  return long ? config.deadlineMs.playlist : config.deadlineMs.other;
}

// A reader's own error: its message is meant for people (spec 5 and 8 messages).
export class AiAnswerError extends Error {}

// One AI call that is answered in one piece: each provider of the chain in turn writes its
// whole answer, which is then read and checked; a provider that fails or answers something
// unreadable hands over to the next. (Playlists stream song by song instead; see the
// generation feature.)
export async function firstValidAnswer<T>(
  providers: readonly AiProvider[],
  task: AiTask,
  read: (text: string) => T,
  options: { signal: AbortSignal; logger: Logger },
): Promise<T> {
  let last: unknown = null;
  for (const provider of providers) {
    if (options.signal.aborted) break;
    try {
      let text = '';
      for await (const chunk of provider.stream(task, options.signal)) text += chunk;
      return read(text);
    } catch (error) {
      last = error;
      if (options.signal.aborted) break;
      options.logger.warn(
        { err: error, provider: provider.name, task: task.kind },
        'AI provider failed or answered badly; trying the next',
      );
    }
  }
  // Only when even the built-in engine could not answer (or the person went away).
  const message = last instanceof AiAnswerError ? last.message : MESSAGES.aiUnavailable;
  throw new IntegrationError('ai', null, message, undefined, { cause: last });
}
