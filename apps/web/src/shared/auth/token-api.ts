import { AccessTokenResponseSchema, type AccessTokenResponse } from '@moodtape/core';
import { apiFetch } from '../lib/api-client';

export function fetchAccessToken(): Promise<AccessTokenResponse> {
  return apiFetch('/api/auth/token', { schema: AccessTokenResponseSchema });
}

// Spotify's refresh token stays on the server; this asks it for a fresh access token.
export function refreshAccessToken(): Promise<AccessTokenResponse> {
  return apiFetch('/api/auth/refresh', { method: 'POST', schema: AccessTokenResponseSchema });
}

export function logout(): Promise<void> {
  return apiFetch('/api/auth/logout', { method: 'POST' });
}
