// Spotify's 429: how long it asks us to wait, and whether the app's quota is spent
// (AMENDMENTS A4: a body whose reason is QUOTA_EXCEEDED is not waited out).
import { IntegrationError } from '../../errors';

export class SpotifyRateLimitError extends IntegrationError {
  constructor(
    readonly retryAfterSeconds: number | null,
    readonly quotaExceeded: boolean,
  ) {
    super('spotify', 429, 'Spotify is receiving too many requests.', 'rate_limited');
  }
}

export function rateLimitErrorFrom(response: Response, body: unknown): SpotifyRateLimitError {
  const header = response.headers.get('retry-after');
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
  return new SpotifyRateLimitError(seconds, JSON.stringify(body ?? '').includes('QUOTA_EXCEEDED'));
}
