// The contract's PrivateUserObject for a demo account (GET /v1/me).
import type { DemoAccount } from './demo-accounts';

export type ProfileContext = {
  /** Absolute URL of the emulator's root, e.g. http://127.0.0.1:8080/emulators/spotify. */
  emulatorUrl: string;
  scopes: readonly string[];
  developmentMode: boolean;
};

export function privateUser(account: DemoAccount, context: ProfileContext) {
  const { emulatorUrl, scopes } = context;
  const profile = {
    account_id: account.account_id,
    display_name: account.display_name,
    external_urls: { spotify: `https://open.spotify.com/user/${encodeURIComponent(account.id)}` },
    href: `${emulatorUrl}/api/v1/users/${encodeURIComponent(account.id)}`,
    id: account.id,
    images: [
      {
        url: `${emulatorUrl}/images/avatars/${encodeURIComponent(account.id)}.svg`,
        height: 300,
        width: 300,
      },
    ],
    type: 'user' as const,
    uri: `spotify:user:${account.id}`,
  };
  // Since February 2026 development-mode apps get none of the private fields, nor followers
  // (AMENDMENTS A2, A4). Otherwise each needs its scope, as the contract says.
  if (context.developmentMode) return profile;
  return {
    ...profile,
    followers: { href: null, total: account.followers },
    ...(scopes.includes('user-read-email') ? { email: account.email } : {}),
    ...(scopes.includes('user-read-private')
      ? {
          country: account.country,
          product: account.product,
          explicit_content: { filter_enabled: false, filter_locked: false },
        }
      : {}),
  };
}
