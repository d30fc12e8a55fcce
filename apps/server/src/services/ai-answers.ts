// One AI call that is answered in one piece (AMENDMENTS A6): each provider of the chain in
// turn writes its whole answer, which is then read and checked; a provider that fails or
// answers something unreadable hands over to the next. The built-in mood engine is last.
import { IntegrationError } from '../errors';
import type { AiProvider, AiTask } from '../integrations/ai/types';

export type Logger = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

// A reader's own error: its message is meant for people (spec 5 and 8 messages).
export class AiAnswerError extends Error {}

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
  const message =
    last instanceof AiAnswerError ? last.message : 'The AI could not answer right now.';
  throw new IntegrationError('ai', null, message, undefined, { cause: last });
}
