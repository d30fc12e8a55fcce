// Where recordings may be played. Spotify's catalog differs by country: a recording can be
// missing in one market while another recording of the same song is there. Search answers
// say so only when the request names a market (`is_playable`, `restrictions`); without one
// they leave `is_playable` out, as Spotify does.
import { findDemoAccount } from './demo-accounts';

/** The markets an extended-quota app sees in `available_markets`. */
export const MARKETS = ['AU', 'BR', 'CA', 'DE', 'ES', 'FR', 'GB', 'JP', 'MX', 'NL', 'SE', 'US'];

// Where the emulator takes some originals away, so a demo account meets the case: Ava (US).
export const RESTRICTED_MARKET = 'US';

export type MarketChoice = { ok: true; market: string | null } | { ok: false; message: string };

/**
 * The market a search answers for. `from_token` is the account's country. The contract says
 * a user token's country also wins over an explicit code, so every emulated token (all are
 * user tokens) answers for its account's country once any market is asked for.
 */
export function marketOf(value: unknown, userId: string): MarketChoice {
  if (value === undefined || value === '') return { ok: true, market: null };
  if (typeof value !== 'string' || (value !== 'from_token' && !/^[A-Z]{2}$/.test(value))) {
    return { ok: false, message: 'Invalid market code' };
  }
  return { ok: true, market: findDemoAccount(userId)?.country ?? value };
}
