// A stand-in for our server at the network boundary of component tests: answers by method
// and path, and records what the page asked. Browser tests use the real server.
import { vi } from 'vitest';

// `events` answers as a server-sent-event stream, one event per object (by its `type`).
type Answer = { status?: number; body?: unknown; events?: { type: string }[] };
type Handler = (request: { url: URL; body: unknown }) => Answer | Promise<Answer>;

export function fakeServer(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://127.0.0.1');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), {
        status: 404,
      });
    const answer = await handler({ url, body });
    const status = answer.status ?? 200;
    if (answer.events) {
      const text = answer.events
        .map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
        .join('');
      return new Response(text, { status, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const AVA = {
  id: 'ava.rivers',
  display_name: 'Ava Rivers',
  email: null,
  images: [{ url: '/avatar.svg' }],
  moodtape_username: 'Ava_Rivers',
};

// Signed in as Ava, with a token for the player (else the token clock reports a failure).
export const sessionRoute = {
  'GET /api/auth/session': () => ({ body: { user: AVA } }),
  'GET /api/auth/token': () => ({
    body: { access_token: 't', expires_at: Date.now() + 3_600_000, expires_in: 3600 },
  }),
};
