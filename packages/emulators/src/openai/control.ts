// Switches for tests and the benchmark (AMENDMENTS A7); not part of OpenAI's contract.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ControlTokenOption, requireControlToken } from '../control-token';
import { FaultsSchema, LatencySchema, type OpenAiStore } from './store';

const ControlSchema = z.strictObject({
  latency: LatencySchema.optional(),
  faults: FaultsSchema.optional(),
});

export const openAiControlRoutes: FastifyPluginAsync<
  { store: OpenAiStore } & ControlTokenOption
> = async (app, { store, controlToken }) => {
  requireControlToken(app, controlToken);
  function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
    // An empty POST changes nothing and answers the state, like GET.
    const parsed = schema.safeParse(body ?? {});
    if (parsed.success) return parsed.data;
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
    const message = `Invalid control body: ${problems.join('; ')}`;
    void reply
      .status(400)
      .send({ error: { message, type: 'invalid_request_error', param: null, code: null } });
    return undefined;
  }
  function apply(change: z.infer<typeof ControlSchema>) {
    if (change.latency) store.setLatency(change.latency);
    if (change.faults?.chat !== undefined) store.faults.set('chat', change.faults.chat);
    if (change.faults?.answer !== undefined) store.setAnswerFault(change.faults.answer);
    return store.state();
  }

  app.get('/', async () => store.state());
  app.post('/', async (request, reply) => {
    const change = parse(ControlSchema, request.body, reply);
    return change ? apply(change) : reply;
  });
  app.post('/latency', async (request, reply) => {
    const latency = parse(LatencySchema, request.body, reply);
    return latency ? apply({ latency }) : reply;
  });
  app.post('/faults', async (request, reply) => {
    const faults = parse(FaultsSchema, request.body, reply);
    return faults ? apply({ faults }) : reply;
  });
  app.get('/stats', async () => store.stats());
  app.post('/reset', async () => {
    store.reset();
    return store.state();
  });
};
