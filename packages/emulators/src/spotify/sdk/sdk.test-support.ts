// Helpers for the SDK's tests: the emulator on a real port, and a device's event stream read
// the way the SDK script reads it (fetch, an Authorization header, a streamed body).
import { afterEach } from 'vitest';
import type { RegisteredDevice } from '../player.test-support';
import { BASE, type TestEmulator } from '../spotify.test-support';

export type ServerEvent = { event: string; data: unknown };

export type EventReader = {
  status: number;
  headers: Headers;
  /** The next event not taken yet, waiting for it at most `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

const readers: EventReader[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

export async function listen(emulator: TestEmulator): Promise<string> {
  return emulator.app.listen({ port: 0, host: '127.0.0.1' });
}

export function devicesUrl(origin: string, path = '') {
  return `${origin}${BASE}/sdk/v1/devices${path}`;
}

export async function openEvents(origin: string, device: RegisteredDevice): Promise<EventReader> {
  const abort = new AbortController();
  const answer = await fetch(devicesUrl(origin, `/${device.device_id}/events`), {
    headers: { authorization: `Device ${device.device_token}` },
    signal: abort.signal,
  });
  const queue: ServerEvent[] = [];
  const waiting: ((event: ServerEvent) => void)[] = [];
  const take = (event: ServerEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  const ended = (async () => {
    if (!answer.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of answer.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) take({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  const reader: EventReader = {
    status: answer.status,
    headers: answer.headers,
    next(timeoutMs = 2000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event came')), timeoutMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    ended,
    close: () => abort.abort(),
  };
  readers.push(reader);
  return reader;
}

/** Resolves once `check` holds, looking every 20 ms for at most `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
