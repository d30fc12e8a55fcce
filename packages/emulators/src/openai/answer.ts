// What one chat completion will say and how it will be delivered: the task's answer, bent by
// an answer fault if one is set, cut into tokens, with the pace to send them at.
import type { Latency, AnswerFault } from './store';
import type { Pace } from './pacing';
import { UNKNOWN_TASK_ANSWER, type UserMessage, answerTask } from './tasks';
import { tokenize } from './tokens';

export type FinishReason = 'stop' | 'length' | 'content_filter';

export type AnswerPlan = {
  /** The message content; null when the model refused. */
  text: string | null;
  /** The refusal text, sent instead of content; null for an answer. */
  refusal: string | null;
  /** What is written token by token: the content, or else the refusal. */
  tokens: string[];
  finish: FinishReason;
  pace: Pace;
  /** Content tokens sent before the connection drops; null for a whole answer. */
  cutAfter: number | null;
  /** Whether the role chunk goes out before the first-token silence rather than with it. */
  roleFirst: boolean;
  /** Whether the `choices: []` usage chunk is sent even when the request did not ask. */
  alwaysUsage: boolean;
};

// OpenAI's usual wording when a model declines.
export const DEFAULT_REFUSAL = "I'm sorry, but I can't help with that request.";

function bend(text: string, fault: AnswerFault | null): string {
  if (fault?.kind === 'code-fence') return `\`\`\`json\n${text}\n\`\`\``;
  // Looks like JSON at first, as a model that lost its way writes it: the end is missing and
  // a stray comma is left behind.
  if (fault?.kind === 'invalid-json')
    return `${text.slice(0, Math.floor(text.length * 0.6))},\n  }`;
  return text;
}

export function planAnswer(
  message: UserMessage,
  latency: Latency,
  fault: AnswerFault | null,
  // The request's max_completion_tokens (or max_tokens); null for none.
  maxTokens: number | null = null,
): AnswerPlan {
  const full = bend(answerTask(message) ?? UNKNOWN_TASK_ANSWER, fault);
  const pace: Pace = {
    firstTokenDelayMs:
      latency.firstTokenDelayMs +
      (fault?.kind === 'slow-first-token' ? (fault.delayMs ?? 5000) : 0),
    tokensPerSecond:
      fault?.kind === 'slow-tokens' ? (fault.tokensPerSecond ?? 2) : latency.tokensPerSecond,
  };
  const shared = {
    pace,
    roleFirst: fault?.kind !== 'slow-first-token' || fault.roleFirst !== false,
    alwaysUsage: fault?.kind === 'usage-chunk',
  };
  if (fault?.kind === 'refusal') {
    const refusal = fault.refusal ?? DEFAULT_REFUSAL;
    const finish = fault.finishReason ?? 'stop';
    return { ...shared, text: null, refusal, tokens: tokenize(refusal), finish, cutAfter: null };
  }
  const allTokens = tokenize(full);
  const half = (n: number | undefined) =>
    Math.min(n ?? Math.floor(allTokens.length / 2), allTokens.length);
  const limit = Math.min(
    fault?.kind === 'length' ? half(fault.afterTokens) : allTokens.length,
    maxTokens ?? allTokens.length,
  );
  if (fault?.kind === 'length' || limit < allTokens.length) {
    // The model ran out of tokens: a shorter answer that ends normally, but says so.
    const tokens = allTokens.slice(0, limit);
    const text = tokens.join('');
    return { ...shared, text, refusal: null, tokens, finish: 'length', cutAfter: null };
  }
  const cutAfter = fault?.kind === 'cut-off' ? half(fault.afterTokens) : null;
  return { ...shared, text: full, refusal: null, tokens: allTokens, finish: 'stop', cutAfter };
}
