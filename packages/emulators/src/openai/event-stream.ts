// A streamed answer as server-sent events, the way the real API sends one: a first chunk
// with the role, one chunk per token at the planned pace, a chunk with finish_reason, the
// usage chunk when asked, then [DONE]. A refusal streams in `refusal` deltas with content
// null. A cut-off fault ends the socket mid-answer instead.
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
  const { meta, plan, usage, signal } = options;
  const includeUsage = options.includeUsage || plan.alwaysUsage;
  // Asked-for usage: every chunk carries `usage: null` but the last, which carries the counts.
  const usageField = options.includeUsage ? null : undefined;
  const refused = plan.refusal !== null;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-request-id': `req_${meta.id.slice(9)}`,
  });
  const role = refused
    ? { role: 'assistant', content: null, refusal: '' }
    : { role: 'assistant', content: '', refusal: null };
  const pacer = createPacer(plan.pace, signal);
  if (plan.roleFirst) raw.write(chunkEvent(meta, { delta: role, finish: null }, usageField));
  for (const [index, token] of plan.tokens.entries()) {
    if (plan.cutAfter !== null && index >= plan.cutAfter) break;
    await pacer.waitFor(index);
    if (raw.destroyed) return;
    if (index === 0 && !plan.roleFirst) {
      raw.write(chunkEvent(meta, { delta: role, finish: null }, usageField));
    }
    const delta = refused ? { refusal: token } : { content: token };
    raw.write(chunkEvent(meta, { delta, finish: null }, usageField));
  }
  if (plan.cutAfter !== null) {
    // Dropped mid-answer: no finish_reason, no [DONE]. Ending the socket (rather than
    // destroying it) lets the chunks already written reach the client first.
    if (raw.socket) raw.socket.end();
    else raw.destroy();
    return;
  }
  if (!plan.roleFirst && plan.tokens.length === 0) {
    await pacer.waitFor(0);
    raw.write(chunkEvent(meta, { delta: role, finish: null }, usageField));
  }
  raw.write(chunkEvent(meta, { delta: {}, finish: plan.finish }, usageField));
  if (includeUsage) raw.write(chunkEvent(meta, null, usage));
  raw.end('data: [DONE]\n\n');
}
