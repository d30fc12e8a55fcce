// A streamed answer as server-sent events, the way the real API sends one: a first chunk
// with the role, one chunk per token at the planned pace, a chunk with finish_reason, the
// usage chunk when asked, then [DONE]. A cut-off fault ends the socket mid-answer instead.
import type { ServerResponse } from 'node:http';
import type { AnswerPlan } from './answer';
import { type CompletionMeta, type Usage, chunkEvent } from './completion-body';
import { createPacer } from './pacing';

export async function writeEventStream(
  raw: ServerResponse,
  options: {
    meta: CompletionMeta;
    plan: AnswerPlan;
    usage: Usage;
    includeUsage: boolean;
    signal: AbortSignal;
  },
): Promise<void> {
  const { meta, plan, usage, includeUsage, signal } = options;
  const usageField = includeUsage ? null : undefined;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-request-id': `req_${meta.id.slice(9)}`,
  });
  raw.write(
    chunkEvent(
      meta,
      { delta: { role: 'assistant', content: '', refusal: null }, finish: null },
      usageField,
    ),
  );
  const pacer = createPacer(plan.pace, signal);
  for (const [index, token] of plan.tokens.entries()) {
    if (plan.cutAfter !== null && index >= plan.cutAfter) break;
    await pacer.waitFor(index);
    if (raw.destroyed) return;
    raw.write(chunkEvent(meta, { delta: { content: token }, finish: null }, usageField));
  }
  if (plan.cutAfter !== null) {
    // Dropped mid-answer: no finish_reason, no [DONE]. Ending the socket (rather than
    // destroying it) lets the chunks already written reach the client first.
    if (raw.socket) raw.socket.end();
    else raw.destroy();
    return;
  }
  raw.write(chunkEvent(meta, { delta: {}, finish: 'stop' }, usageField));
  if (includeUsage) raw.write(chunkEvent(meta, null, usage));
  raw.end('data: [DONE]\n\n');
}
