// The people who can sign in to the emulator. Two Premium accounts (the Web Playback SDK
// needs Premium) and a free one, so the product's free-account path can be shown and tested;
// and one that is not on the app's user list, which a development-mode app (at most 5 users
// since 2026) must refuse.
export type DemoAccount = {
  id: string;
  display_name: string;
  email: string;
  product: 'premium' | 'free';
  country: string;
  /** Background of the generated avatar; dark enough for white initials. */
  avatarColor: string;
  followers: number;
  /** Spotify's immutable pseudonymous account id, added to the user object in 2026. */
  account_id: string;
  /** On the app's user list (Developer Dashboard, User Management); see web-api.ts. */
  allowlisted: boolean;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'ava.rivers',
    display_name: 'Ava Rivers',
    email: 'ava.rivers@demo.moodtape.test',
    product: 'premium',
    country: 'US',
    avatarColor: '#6d28d9',
    followers: 128,
    account_id: 'mtDemoAva1',
    allowlisted: true,
  },
  {
    id: 'kai.moreno',
    display_name: 'Kai Moreno',
    email: 'kai.moreno@demo.moodtape.test',
    product: 'premium',
    country: 'ES',
    avatarColor: '#0f766e',
    followers: 42,
    account_id: 'mtDemoKai2',
    allowlisted: true,
  },
  {
    id: 'sam.lee',
    display_name: 'Sam Lee',
    email: 'sam.lee@demo.moodtape.test',
    product: 'free',
    country: 'GB',
    avatarColor: '#b45309',
    followers: 7,
    account_id: 'mtDemoSam3',
    allowlisted: true,
  },
  {
    id: 'noor.haddad',
    display_name: 'Noor Haddad',
    email: 'noor.haddad@demo.moodtape.test',
    product: 'premium',
    country: 'DE',
    avatarColor: '#be123c',
    followers: 19,
    account_id: 'mtDemoNoor4',
    allowlisted: false,
  },
];

export function findDemoAccount(id: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.id === id);
}

export function tierLabel(account: DemoAccount): string {
  return account.product === 'premium' ? 'Premium' : 'Free';
}
