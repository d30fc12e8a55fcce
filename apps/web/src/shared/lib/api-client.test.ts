import { AccessTokenResponseSchema } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { apiFetch } from './api-client';
import { UNREACHABLE_REASON, errorReason } from './error-reason';

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => errorReason(error),
  );

describe('answers checked against the core schemas', () => {
  it('returns an answer that fits', async () => {
    fakeServer({
      'GET /api/auth/token': () => ({
        body: { access_token: 't', expires_at: 1_000, expires_in: 3600, extra: 'dropped' },
      }),
    });
    await expect(
      apiFetch('/api/auth/token', { schema: AccessTokenResponseSchema }),
    ).resolves.toEqual({ access_token: 't', expires_at: 1_000, expires_in: 3600 });
  });

  it('says the server sent an unexpected answer when it does not fit, never zod’s own text', async () => {
    fakeServer({ 'GET /api/auth/token': () => ({ body: { access_token: 7 } }) });
    const reason = await reasonOf(
      apiFetch('/api/auth/token', { schema: AccessTokenResponseSchema }),
    );
    expect(reason).toBe('The server sent an unexpected answer.');
  });

  it('keeps the server’s own message for an error answer', async () => {
    fakeServer({
      'GET /api/auth/token': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Sign in with Spotify first.' } },
      }),
    });
    const reason = await reasonOf(
      apiFetch('/api/auth/token', { schema: AccessTokenResponseSchema }),
    );
    expect(reason).toBe('Sign in with Spotify first.');
  });

  it('never passes on an answer’s status text: a bare 500 reads as spec 8’s HTTP error', async () => {
    fakeServer({
      'POST /api/auth/refresh': () => ({ status: 500, body: 'Internal Server Error' }),
    });
    const reason = await reasonOf(apiFetch('/api/auth/refresh', { method: 'POST' }));
    expect(reason).toBe('HTTP error! status: 500');
  });

  it('says Moodtape could not be reached when the request never got an answer', async () => {
    fakeServer({
      'POST /api/auth/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const reason = await reasonOf(apiFetch('/api/auth/refresh', { method: 'POST' }));
    expect(reason).toBe(UNREACHABLE_REASON);
  });
});
