// Fault switches shared by every emulator (AMENDMENTS A7): a named endpoint can be told to
// answer with an error status, a Retry-After header and a delay, for a number of answers or
// until cleared, and only after letting a number of answers through (a call that fails
// half-way: the first request works, the next fails). Each emulator decides what its error
// bodies look like.
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// Long enough to trip any client timeout, short enough that a forgotten fault cannot hang
// a test run for long.
const MAX_DELAY_MS = 120_000;

export const FaultSchema = z.strictObject({
  status: z.number().int().min(400).max(599),
  body: z.unknown().optional(),
  retryAfterSeconds: z.number().int().min(0).optional(),
  delayMs: z.number().int().min(0).max(MAX_DELAY_MS).optional(),
  times: z.number().int().min(1).optional(),
  // How many answers go through as usual before the fault starts (they do not count
  // against `times`).
  after: z.number().int().min(0).optional(),
});
export type Fault = z.infer<typeof FaultSchema>;

export type FaultRegistry<Name extends string> = {
  set(name: Name, fault: Fault | null): void;
  /** The fault that shapes this answer, if any; counts the answer against `times`. */
  take(name: Name): Fault | undefined;
  snapshot(): Record<Name, Fault | null>;
  clear(): void;
  /** Aborted by `abortDelays`; pending fault delays listen to it. */
  readonly signal: AbortSignal;
  /** Cuts every pending delay short, so that closing a server never waits on a fault. */
  abortDelays(): void;
};

export function createFaultRegistry<Name extends string>(
  names: readonly Name[],
): FaultRegistry<Name> {
  const faults = new Map<Name, Fault>();
  let controller = new AbortController();

  return {
    get signal() {
      return controller.signal;
    },
    set(name, fault) {
      if (fault) faults.set(name, { ...fault });
      else faults.delete(name);
    },
    take(name) {
      const fault = faults.get(name);
      if (!fault) return undefined;
      if (fault.after) {
        faults.set(name, { ...fault, after: fault.after - 1 });
        return undefined;
      }
      if (fault.times !== undefined) {
        if (fault.times <= 1) faults.delete(name);
        else faults.set(name, { ...fault, times: fault.times - 1 });
      }
      return fault;
    },
    snapshot() {
      const entries = names.map((name) => [name, faults.get(name) ?? null] as const);
      return Object.fromEntries(entries) as Record<Name, Fault | null>;
    },
    clear() {
      faults.clear();
    },
    abortDelays() {
      controller.abort();
      controller = new AbortController();
    },
  };
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Answers with the fault: waits `delayMs` (unless the client goes away or the server
 * closes), sets Retry-After, then sends the fault's own body, or lets the emulator send
 * its usual error for that status.
 */
export async function sendFault(
  reply: FastifyReply,
  fault: Fault,
  options: {
    signal: AbortSignal;
    sendDefault: (reply: FastifyReply, status: number) => FastifyReply;
  },
): Promise<FastifyReply> {
  if (fault.delayMs) await delay(reply, fault.delayMs, options.signal);
  if (fault.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(fault.retryAfterSeconds));
  }
  if (fault.body === undefined) return options.sendDefault(reply, fault.status);
  return reply.status(fault.status).send(fault.body);
}

async function delay(reply: FastifyReply, ms: number, serverSignal: AbortSignal) {
  // The response closes before it is sent only when the client hangs up (the request's own
  // 'close' fires as soon as its body is read, so it cannot tell).
  const gone = new AbortController();
  const onClose = () => gone.abort();
  reply.raw.once('close', onClose);
  try {
    await sleep(ms, undefined, { signal: AbortSignal.any([serverSignal, gone.signal]) });
  } catch {
    // Aborted: the client gave up or the server is closing; answer at once.
  } finally {
    reply.raw.off('close', onClose);
  }
}
