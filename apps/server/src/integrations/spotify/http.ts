// The one place where Spotify requests are sent: a timeout on every call, and every
// failure turned into an IntegrationError that names the service and Spotify's status. Its
// message is a sentence for a person; Spotify's own words are its `detail`, for the log.
import type { z } from 'zod';
import { IntegrationError } from '../../errors';
import { type Fetch, type JsonInit, sendJson } from '../http-json';
import { OAuthErrorSchema, WebApiErrorSchema } from './schemas';

export type { Fetch };
export const SPOTIFY_TIMEOUT_MS = 10_000;

export async function requestJson<T extends z.ZodType>(
  fetchImpl: Fetch,
  service: string,
  url: string,
  init: JsonInit,
  schema: T,
): Promise<z.infer<T>> {
  const { response, body } = await send(fetchImpl, service, url, init);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new IntegrationError(
      service,
      response.status,
      'Spotify sent an answer we could not read.',
      'invalid_response',
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

// For commands Spotify answers without a body (the player API's 204, the library's 200);
// any 2xx will do.
export async function requestNoContent(
  fetchImpl: Fetch,
  service: string,
  url: string,
  init: JsonInit,
): Promise<void> {
  await send(fetchImpl, service, url, init);
}

async function send(fetchImpl: Fetch, service: string, url: string, init: JsonInit) {
  const { response, body, text } = await sendJson(fetchImpl, {
    service,
    label: 'Spotify',
    url,
    init,
    timeoutMs: SPOTIFY_TIMEOUT_MS,
  });
  if (response.status === 429) throw rateLimitErrorFrom(response, body);
  if (!response.ok) throw errorFrom(service, response.status, body, text);
  return { response, body };
}

// What a person reads when no feature says more about the failure.
const SPOTIFY_TROUBLE = 'Spotify is having trouble right now. Please try again in a moment.';
const SIGN_IN_REFUSED = 'Spotify did not accept the sign-in. Please sign in again.';
const REFUSED = 'Spotify refused the request.';

function sentenceFor(status: number): string {
  if (status >= 500) return SPOTIFY_TROUBLE;
  return status === 401 ? SIGN_IN_REFUSED : REFUSED;
}

// Spotify's own words, for the log, however long an answer it sent.
const MAX_DETAIL_CHARS = 300;

// Development mode (2026): Spotify refuses a person who is not on the app's user list with a
// plain-text 403, "Check settings on developer.spotify.com/dashboard, the user may not be
// registered." (before: "User not registered in the Developer Dashboard").
const NOT_REGISTERED = /not (?:be )?registered/i;

function errorFrom(service: string, status: number, body: unknown, text: string): IntegrationError {
  const message = sentenceFor(status);
  if (body === null) {
    const words = text.trim().slice(0, MAX_DETAIL_CHARS);
    const code = status === 403 && NOT_REGISTERED.test(words) ? 'user_not_registered' : null;
    return new IntegrationError(service, status, message, code ?? `http_${status}`, {
      detail: words === '' ? `HTTP ${status}` : words,
    });
  }
  const oauth = OAuthErrorSchema.safeParse(body);
  if (oauth.success) {
    const detail = oauth.data.error_description ?? oauth.data.error;
    return new IntegrationError(service, status, message, oauth.data.error, { detail });
  }
  const api = WebApiErrorSchema.safeParse(body);
  const detail = api.success ? api.data.error.message : `HTTP ${status}`;
  // The player API says why in `reason` (PREMIUM_REQUIRED, NO_ACTIVE_DEVICE, ...).
  const reason = api.success ? api.data.error.reason : undefined;
  return new IntegrationError(service, status, message, reason ?? `http_${status}`, { detail });
}

// Spotify's 429: how long it asks us to wait, and whether the app's quota is spent
// (AMENDMENTS A4: a body whose reason is QUOTA_EXCEEDED is not waited out).
export class SpotifyRateLimitError extends IntegrationError {
  constructor(
    readonly retryAfterSeconds: number | null,
    readonly quotaExceeded: boolean,
  ) {
    super('spotify', 429, 'Spotify is receiving too many requests.', 'rate_limited');
  }
}

function rateLimitErrorFrom(response: Response, body: unknown): SpotifyRateLimitError {
  const header = response.headers.get('retry-after');
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
  return new SpotifyRateLimitError(seconds, JSON.stringify(body ?? '').includes('QUOTA_EXCEEDED'));
}
