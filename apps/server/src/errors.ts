// Typed errors thrown by services and routes; the one error handler turns them into
// `{ error: { code, message } }` answers (ARCHITECTURE: errors on the wire).
import type { ErrorCode } from '@moodtape/core';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, 'bad_request', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in with Spotify first.') {
    super(401, 'unauthorized', message);
  }
}

// Spotify refused our refresh token: only a new consent brings the connection back.
export class ConsentRequiredError extends AppError {
  constructor(message = 'Spotify needs you to sign in again.') {
    super(401, 'consent_required', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You cannot do that for another person.') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

// An outside service failed. `message` is a sentence a person may read; what the service
// said itself (its status text, its error body) is `detail`, for the log only.
export class IntegrationError extends AppError {
  readonly detail: string | undefined;

  constructor(
    readonly service: string,
    readonly upstreamStatus: number | null,
    message: string,
    readonly upstreamCode?: string,
    options?: ErrorOptions & { detail?: string },
  ) {
    super(502, 'upstream_error', message, options);
    this.detail = options?.detail;
  }
}

// Every 429 says when to try again, in the Retry-After header and in words.
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `You are generating very fast. Please wait ${waitWords(retryAfterSeconds)} and try again.`,
  ) {
    super(429, 'rate_limited', message);
  }
}

// A route's per-minute request limit (features/limits).
export class TooManyRequestsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      `Too many requests at once. Please wait ${waitWords(retryAfterSeconds)} and try again.`,
    );
  }
}

function waitWords(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

// Spotify answered 429 to a call made for the person (playback, Save to Spotify).
export class SpotifyBusyError extends AppError {
  constructor() {
    super(503, 'rate_limited', 'Spotify is busy right now. Please try again in a moment.');
  }
}
