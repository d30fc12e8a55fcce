// The bodies of a chat completion (contract: CreateChatCompletionResponse) and of its stream
// chunks (CreateChatCompletionStreamResponse).
import { randomBytes } from 'node:crypto';

export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };
export type CompletionMeta = { id: string; created: number; model: string };

export function completionMeta(model: string, now: number): CompletionMeta {
  return {
    id: `chatcmpl-${randomBytes(15).toString('base64url')}`,
    created: Math.floor(now / 1000),
    model,
  };
}

export function usageOf(promptTokens: number, completionTokens: number): Usage {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

// The contract types system_fingerprint as a string; OpenAI sends one shaped like this.
const SYSTEM_FINGERPRINT = 'fp_e0d1a7f3c2';

export function completion(
  meta: CompletionMeta,
  answer: { text: string | null; refusal: string | null; finish: string },
  usage: Usage,
) {
  return {
    ...meta,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.text,
          refusal: answer.refusal,
          annotations: [],
        },
        finish_reason: answer.finish,
        logprobs: null,
      },
    ],
    usage,
    service_tier: 'default',
    system_fingerprint: SYSTEM_FINGERPRINT,
  };
}

/** One server-sent event. `usage` is present (null but in the last chunk) only when asked. */
export function chunkEvent(
  meta: CompletionMeta,
  choice: { delta: object; finish: string | null } | null,
  usage: Usage | null | undefined,
): string {
  const chunk = {
    ...meta,
    object: 'chat.completion.chunk',
    choices: choice
      ? [{ index: 0, delta: choice.delta, finish_reason: choice.finish, logprobs: null }]
      : [],
    service_tier: 'default',
    system_fingerprint: SYSTEM_FINGERPRINT,
    ...(usage !== undefined ? { usage } : {}),
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
