// Any OpenAI-compatible endpoint, through the official SDK (AMENDMENTS A6): its typed errors,
// its retries with backoff (spec 9: 2 retries, Retry-After honoured) and streaming.
import OpenAI from 'openai';
import { chatMessages } from './chat-messages';
import { AiError, toAiError } from './errors';
import type { AiProvider, AiTask } from './types';

export interface OpenAiProviderOptions {
  label: string;
  baseUrl: string;
  apiKey: string;
  model: string;
  // Whether the model accepts image input; without it the photo is described in words.
  vision: boolean;
  maxRetries: number;
  timeoutMs: number;
  // The SDK's timeout ends when the answer's headers arrive. A reasoning model may then think
  // for a long time before its first token, so that wait has its own limit; after the first
  // token, a stream that goes quiet for idleTimeoutMs is given up, so the next provider can
  // take over.
  firstTokenMs: number;
  idleTimeoutMs: number;
  // The whole answer's deadline by task: a model that keeps writing slowly is given up too.
  deadlineMs: (task: AiTask) => number;
  fetch?: typeof fetch;
}

// A refusal is logged, not shown; a model could write pages of it.
const REFUSAL_SHOWN = 200;

type Stop = 'late' | 'silent-first' | 'idle';

const STOP_MESSAGES: Record<Stop, string> = {
  late: 'past its deadline',
  'silent-first': 'no first token in time',
  idle: 'the answer stream went quiet',
};

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    maxRetries: options.maxRetries,
    timeout: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const name = `${options.label} (${options.model})`;

  function refused(text: string, finish: string | null): AiError {
    const said = text.replace(/\s+/g, ' ').trim();
    const shown = said.length > REFUSAL_SHOWN ? `${said.slice(0, REFUSAL_SHOWN)}…` : said;
    const detail = shown ? `refused: "${shown}"` : `refused (finish_reason "${finish}")`;
    return new AiError('refused', name, detail);
  }

  return {
    name,
    async *stream(task: AiTask, signal: AbortSignal) {
      let finished = false;
      let stopped: Stop | null = null;
      let started = false;
      let refusal = '';
      const controller = new AbortController();
      const stopWith = () => controller.abort();
      signal.addEventListener('abort', stopWith, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const stop = (why: Stop) => {
        stopped ??= why;
        controller.abort();
      };
      // Until the first token the first-token limit runs; each chunk after it restarts the
      // idle limit. The role chunk and usage chunks are not tokens.
      const watch = () => {
        clearTimeout(timer);
        timer = started
          ? setTimeout(() => stop('idle'), options.idleTimeoutMs)
          : setTimeout(() => stop('silent-first'), options.firstTokenMs);
      };
      const deadline = setTimeout(() => stop('late'), options.deadlineMs(task));
      try {
        watch();
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: chatMessages(task, { vision: options.vision }),
            response_format: { type: 'json_object' },
            stream: true,
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          // `choices: []`: the usage chunk at the end (stream_options.include_usage).
          const choice = chunk.choices[0];
          const text = choice?.delta.content;
          const refusing = choice?.delta.refusal;
          if (text || refusing) started = true;
          if (started) watch();
          if (refusing && refusal.length < 4 * REFUSAL_SHOWN) refusal += refusing;
          if (text) yield text;
          const finish = choice?.finish_reason;
          if (!finish) continue;
          if (refusal !== '' || finish === 'content_filter') throw refused(refusal, finish);
          if (finish === 'length') {
            // The model ran out of tokens: what it wrote so far stays with the caller, whose
            // next provider writes the rest.
            throw new AiError(
              'truncated',
              name,
              'stopped at its token limit (finish_reason "length")',
            );
          }
          if (finish !== 'stop') throw new AiError('invalid_answer', name, `stopped: ${finish}`);
          finished = true;
        }
      } catch (error) {
        if (stopped)
          throw new AiError('timeout', name, STOP_MESSAGES[stopped], null, { cause: error });
        throw toAiError(name, error);
      } finally {
        clearTimeout(timer);
        clearTimeout(deadline);
        signal.removeEventListener('abort', stopWith);
      }
      if (finished) return;
      // The SDK may end an aborted stream quietly rather than throw.
      if (stopped) throw new AiError('timeout', name, STOP_MESSAGES[stopped]);
      if (signal.aborted) throw new AiError('aborted', name, 'request aborted');
      if (refusal !== '') throw refused(refusal, null);
      // A stream that ends without a finish reason was cut off on the way.
      throw new AiError('invalid_answer', name, 'the answer stream was cut off');
    },
  };
}
