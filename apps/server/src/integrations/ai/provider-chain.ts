// AMENDMENTS A6: the configured OpenAI-compatible providers in order (primary, secondary),
// and the built-in mood engine always last, so an answer always comes.
import type { AiConfig } from '../../config';
import { createBuiltinProvider } from './builtin-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './types';

export function createAiProviderChain(config: AiConfig, fetchImpl?: typeof fetch): AiProvider[] {
  return [
    ...config.providers.map((provider) =>
      createOpenAiProvider({
        ...provider,
        maxRetries: config.maxRetries,
        timeoutMs: config.timeoutMs,
        idleTimeoutMs: config.idleTimeoutMs,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      }),
    ),
    createBuiltinProvider(),
  ];
}
