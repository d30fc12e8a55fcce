// Server-sent events (ARCHITECTURE: Generate): each event is sent the moment it exists.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

// An AbortSignal that fires when the person goes away before the answer is complete.
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function sendEventStream<T extends { type: string }>(
  reply: FastifyReply,
  events: AsyncIterable<T>,
) {
  async function* frames() {
    for await (const event of events) {
      yield `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    }
  }
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    // Proxies such as nginx would otherwise hold events back.
    .header('x-accel-buffering', 'no');
  return reply.send(Readable.from(frames()));
}
