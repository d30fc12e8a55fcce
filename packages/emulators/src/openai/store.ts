// The OpenAI emulator's switches: a latency profile, faults, and request counts. Made inside
// the plugin, so two registrations share nothing.
import { z } from 'zod';
import { type FaultRegistry, FaultSchema, createFaultRegistry } from '../faults';

export const LatencySchema = z.strictObject({
  // Before the first token of an answer, streamed or not.
  firstTokenDelayMs: z.number().int().min(0).max(120_000).optional(),
  // Pace of the tokens after the first; 0 sends them as fast as possible.
  tokensPerSecond: z.number().min(0).max(100_000).optional(),
});
export type Latency = Required<z.infer<typeof LatencySchema>>;

// Faults in the answer itself, rather than in its status.
export const AnswerFaultSchema = z.strictObject({
  kind: z.enum([
    'cut-off',
    'length',
    'refusal',
    'invalid-json',
    'code-fence',
    'slow-first-token',
    'slow-tokens',
    'usage-chunk',
  ]),
  // cut-off: content tokens sent before the connection drops; length: before the answer ends
  // with finish_reason "length", as at max_tokens (default for both: half the answer).
  afterTokens: z.number().int().min(0).optional(),
  // refusal: the model's refusal text instead of the answer, and the finish_reason it ends
  // with ("stop" as OpenAI sends it; "content_filter" as filtered deployments do).
  refusal: z.string().min(1).max(2000).optional(),
  finishReason: z.enum(['stop', 'content_filter']).optional(),
  // slow-first-token: added to the first-token delay (default 5000), as a reasoning model
  // thinks before it writes.
  delayMs: z.number().int().min(0).max(120_000).optional(),
  // slow-first-token: whether the role chunk is sent at once, before the silence (default
  // true, as OpenAI does); false holds it back with the first token.
  roleFirst: z.boolean().optional(),
  // slow-tokens: the pace instead of the profile's (default 2).
  tokensPerSecond: z.number().min(0.1).max(100_000).optional(),
  // usage-chunk: the final `choices: []` usage chunk is sent even when the request did not ask
  // for it (stream_options.include_usage), as some OpenAI-compatible servers do.
  // Unset: until cleared.
  times: z.number().int().min(1).optional(),
});
export type AnswerFault = z.infer<typeof AnswerFaultSchema>;

export const FaultsSchema = z.strictObject({
  // An error status for chat completions, with OpenAI's error body unless `body` is given.
  chat: FaultSchema.nullable().optional(),
  answer: AnswerFaultSchema.nullable().optional(),
});

export type LastRequest = {
  model: string;
  stream: boolean;
  task: string | null;
  image: boolean;
  // How many songs the message asked for (its "Songs:" line), and how many it listed as
  // already in the playlist: tests see what a provider taking over part-way was asked.
  songs: number | null;
  currentSongs: number;
};

export type OpenAiStore = ReturnType<typeof createOpenAiStore>;

export function createOpenAiStore(initial: Partial<Latency> = {}) {
  const defaults = (): Latency => ({ firstTokenDelayMs: 0, tokensPerSecond: 0, ...initial });
  const noStats = () => ({
    chatRequests: 0,
    streamedRequests: 0,
    lastRequest: null as LastRequest | null,
  });
  let latency = defaults();
  let answerFault: AnswerFault | null = null;
  let stats = noStats();
  const faults: FaultRegistry<'chat'> = createFaultRegistry(['chat'] as const);

  return {
    faults,
    latency: (): Latency => ({ ...latency }),
    setLatency(change: z.infer<typeof LatencySchema>) {
      latency = { ...latency, ...change };
    },
    setAnswerFault(fault: AnswerFault | null) {
      answerFault = fault;
    },
    /** The answer fault that shapes this answer, if any; counts it against `times`. */
    takeAnswerFault(): AnswerFault | null {
      const fault = answerFault;
      if (fault?.times !== undefined) {
        answerFault = fault.times <= 1 ? null : { ...fault, times: fault.times - 1 };
      }
      return fault;
    },
    countRequest() {
      stats = { ...stats, chatRequests: stats.chatRequests + 1 };
    },
    recordAnswered(request: LastRequest) {
      stats = {
        ...stats,
        streamedRequests: stats.streamedRequests + (request.stream ? 1 : 0),
        lastRequest: request,
      };
    },
    stats: () => ({ ...stats }),
    state: () => ({
      latency: { ...latency },
      faults: { chat: faults.snapshot().chat, answer: answerFault },
    }),
    /** Back to the registration's latency, with no faults and zeroed counts. */
    reset() {
      latency = defaults();
      answerFault = null;
      stats = noStats();
      faults.clear();
    },
  };
}
