// Development mode (2026): an app serves only the people on its user list (at most five,
// Developer Dashboard > User Management). Anyone else can consent, but the Web API then
// answers 403 with a plain-text body, not the JSON error object of the contract.
import type { FastifyReply } from 'fastify';
import { findDemoAccount } from './demo-accounts';
import type { SpotifyStore } from './store';

export const NOT_REGISTERED_TEXT =
  'Check settings on developer.spotify.com/dashboard, the user may not be registered.';

export function refusedByUserList(store: SpotifyStore, userId: string): boolean {
  const account = findDemoAccount(userId);
  return store.settings().developmentMode && account !== undefined && !account.allowlisted;
}

export function sendNotRegistered(reply: FastifyReply) {
  return reply
    .status(403)
    .header('content-type', 'text/plain; charset=utf-8')
    .send(NOT_REGISTERED_TEXT);
}
