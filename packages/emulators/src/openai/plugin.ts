// The OpenAI emulator as one Fastify plugin: chat completions answered by the mood engine,
// with a latency profile and faults, for demo mode, tests and the benchmark. Point the
// official SDK at `{origin}{prefix}/v1`. Not wrapped in fastify-plugin: it stays
// encapsulated and honours its prefix, e.g. /emulators/openai.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { ControlTokenOption } from '../control-token';
import { chatRoutes } from './chat-completions';
import { openAiControlRoutes } from './control';
import { openAiError } from './errors';
import { modelRoutes } from './models';
import { type Latency, createOpenAiStore } from './store';

export type OpenAiEmulatorOptions = ControlTokenOption & {
  /** When set, only this key is accepted; otherwise any Bearer key is. */
  apiKey?: string;
  /** The latency profile to start with (and go back to on reset); default 0 and 0. */
  latency?: Partial<Latency>;
  /** Milliseconds since the epoch, for `created`; defaults to Date.now. */
  now?: () => number;
};

export const openaiEmulator: FastifyPluginAsync<OpenAiEmulatorOptions> = async (app, options) => {
  const store = createOpenAiStore(options.latency);
  app.addHook('preClose', async () => store.faults.abortDelays());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'OpenAI emulator failed');
    // A body that is not JSON gets the real API's text.
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)"
        : status >= 500
          ? 'The server had an error while processing your request. Sorry about that!'
          : error.message;
    return reply
      .status(status)
      .send(openAiError(message, status < 500 ? 'invalid_request_error' : 'server_error'));
  });
  await app.register(modelRoutes, { apiKey: options.apiKey });
  await app.register(chatRoutes, { store, apiKey: options.apiKey, now: options.now ?? Date.now });
  await app.register(openAiControlRoutes, {
    prefix: '/__control',
    store,
    controlToken: options.controlToken,
  });
};
