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
  // The SDK's timeout ends when the answer's headers arrive; a stream that then goes quiet
  // this long is given up, so the next provider can take over.
  idleTimeoutMs: number;
  // The whole answer's deadline by task: a model that keeps writing slowly is given up too.
  deadlineMs: (task: AiTask) => number;
  fetch?: typeof fetch;
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    maxRetries: options.maxRetries,
    timeout: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const name = `${options.label} (${options.model})`;

  return {
    name,
    async *stream(task: AiTask, signal: AbortSignal) {
      let finished = false;
      let idle = false;
      let late = false;
      const controller = new AbortController();
      const stopWith = () => controller.abort();
      signal.addEventListener('abort', stopWith, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const watch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          idle = true;
          controller.abort();
        }, options.idleTimeoutMs);
      };
      const deadline = setTimeout(() => {
        late = true;
        controller.abort();
      }, options.deadlineMs(task));
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
          watch();
          const choice = chunk.choices[0];
          const text = choice?.delta.content;
          if (text) yield text;
          if (choice?.finish_reason) {
            // "length" means the model ran out of tokens: the JSON is cut off.
            if (choice.finish_reason !== 'stop') {
              throw new AiError('invalid_answer', name, `stopped: ${choice.finish_reason}`);
            }
            finished = true;
          }
        }
      } catch (error) {
        if (late) throw new AiError('timeout', name, 'past its deadline', null, { cause: error });
        if (idle)
          throw new AiError('timeout', name, 'the answer stream went quiet', null, {
            cause: error,
          });
        throw toAiError(name, error);
      } finally {
        clearTimeout(timer);
        clearTimeout(deadline);
        signal.removeEventListener('abort', stopWith);
      }
      if (finished) return;
      // The SDK may end an aborted stream quietly rather than throw.
      if (late) throw new AiError('timeout', name, 'past its deadline');
      if (idle) throw new AiError('timeout', name, 'the answer stream went quiet');
      if (signal.aborted) throw new AiError('aborted', name, 'request aborted');
      // A stream that ends without a finish reason was cut off on the way.
      throw new AiError('invalid_answer', name, 'the answer stream was cut off');
    },
  };
}
