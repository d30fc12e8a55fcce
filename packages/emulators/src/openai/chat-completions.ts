// POST /v1/chat/completions, plain and streamed as server-sent events, answered by the mood
// engine at the latency profile's pace. Checks run in the real API's order: key, rate limit
// (injected faults), request body.
import type { FastifyPluginAsync } from 'fastify';
import { sendFault } from '../faults';
import { planAnswer } from './answer';
import { checkApiKey } from './auth';
import { completion, completionMeta, usageOf } from './completion-body';
import { openAiFaultBody } from './errors';
import { writeEventStream } from './event-stream';
import { createPacer, untilGone } from './pacing';
import { type ChatRequest, hasImage, lastUserMessage, parseChatRequest, textOf } from './request';
import type { OpenAiStore } from './store';
import { countTokens } from './tokens';

export type ChatRoutesOptions = {
  store: OpenAiStore;
  apiKey: string | undefined;
  now: () => number;
};

// Roughly what the real API counts: the text, a few tokens per message, 85 per low-detail image.
function promptTokens(request: ChatRequest): number {
  const text = request.messages.reduce((sum, m) => sum + 4 + countTokens(textOf(m.content)), 3);
  return text + (hasImage(request) ? 85 : 0);
}

function songCounts(text: string): { songs: number | null; currentSongs: number } {
  const songs = /^Songs:\s*(\d+)\s*$/m.exec(text)?.[1];
  const list = /^Current playlist:\n((?:.+\n?)*)/m.exec(text)?.[1] ?? '';
  return {
    songs: songs === undefined ? null : Number(songs),
    currentSongs: list.split('\n').filter((line) => line.includes(' — ')).length,
  };
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (
  app,
  { store, apiKey, now },
) => {
  // Photos travel inside the JSON body as base64 data URLs; 20 MB is OpenAI's image limit.
  app.post('/v1/chat/completions', { bodyLimit: 20 * 1024 * 1024 }, async (request, reply) => {
    store.countRequest();
    const denied = checkApiKey(request.headers.authorization, apiKey);
    if (denied) return reply.status(401).send(denied);
    const fault = store.faults.take('chat');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(openAiFaultBody(status)),
      });
    }
    const parsed = parseChatRequest(request.body);
    if (!parsed.ok) return reply.status(400).send(parsed.error);
    const body = parsed.request;
    const read = await lastUserMessage(body);
    if (!read.ok) return reply.status(400).send(read.error);

    const plan = planAnswer(
      read.message,
      store.latency(),
      store.takeAnswerFault(),
      body.max_completion_tokens ?? body.max_tokens ?? null,
    );
    const stream = body.stream === true;
    store.recordAnswered({
      model: body.model,
      stream,
      task: /^Task:\s*(.*)$/m.exec(read.message.text)?.[1]?.trim() ?? null,
      image: read.message.imageMood !== null,
      ...songCounts(read.message.text),
    });
    const meta = completionMeta(body.model, now());
    const usage = usageOf(promptTokens(body), plan.tokens.length);
    const signal = untilGone(reply.raw, store.faults.signal);

    if (stream) {
      // The stream is written by hand; Fastify must not answer too.
      reply.hijack();
      const includeUsage = body.stream_options?.include_usage === true;
      await writeEventStream(reply.raw, { meta, plan, usage, includeUsage, signal });
      return reply;
    }
    // A plain answer arrives when its last token would have been written.
    const last = plan.cutAfter ?? Math.max(plan.tokens.length - 1, 0);
    await createPacer(plan.pace, signal).waitFor(last);
    if (plan.cutAfter !== null) {
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    return reply
      .header('x-request-id', `req_${meta.id.slice(9)}`)
      .send(completion(meta, plan, usage));
  });
};
