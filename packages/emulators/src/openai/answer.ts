// What one chat completion will say and how it will be delivered: the task's answer, bent by
// an answer fault if one is set, cut into tokens, with the pace to send them at.
import type { Latency, AnswerFault } from './store';
import type { Pace } from './pacing';
import { UNKNOWN_TASK_ANSWER, type UserMessage, answerTask } from './tasks';
import { tokenize } from './tokens';

export type AnswerPlan = {
  text: string;
  tokens: string[];
  pace: Pace;
  /** Content tokens sent before the connection drops; null for a whole answer. */
  cutAfter: number | null;
};

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
): AnswerPlan {
  const text = bend(answerTask(message) ?? UNKNOWN_TASK_ANSWER, fault);
  const tokens = tokenize(text);
  const pace: Pace = {
    firstTokenDelayMs:
      latency.firstTokenDelayMs +
      (fault?.kind === 'slow-first-token' ? (fault.delayMs ?? 5000) : 0),
    tokensPerSecond:
      fault?.kind === 'slow-tokens' ? (fault.tokensPerSecond ?? 2) : latency.tokensPerSecond,
  };
  const cutAfter =
    fault?.kind === 'cut-off'
      ? Math.min(fault.afterTokens ?? Math.floor(tokens.length / 2), tokens.length)
      : null;
  return { text, tokens, pace, cutAfter };
}
