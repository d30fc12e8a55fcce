// Every scope Spotify's accounts service knows, with the plain words the consent page shows.
// https://developer.spotify.com/documentation/web-api/concepts/scopes
// The last five are Spotify Open Access scopes, granted only to partners; Spotify still
// recognises them, so the emulator does too.
const SCOPE_WORDS = {
  'ugc-image-upload': 'Upload images to Spotify for you',
  'user-read-playback-state': 'See what you are playing and on which Spotify Connect device',
  'user-modify-playback-state': 'Control playback on your Spotify apps and devices',
  'user-read-currently-playing': 'See the track you are playing right now',
  'app-remote-control': 'Control the Spotify app on your device',
  streaming: 'Play music in this app (Premium only)',
  'playlist-read-private': 'See your private playlists',
  'playlist-read-collaborative': 'See your collaborative playlists',
  'playlist-modify-private': 'Create and change your private playlists',
  'playlist-modify-public': 'Create and change your public playlists',
  'user-follow-modify': 'Follow and unfollow artists and people for you',
  'user-follow-read': 'See who you follow and who follows you',
  'user-read-playback-position': 'See where you stopped in episodes and audiobooks',
  'user-top-read': 'See your top artists and tracks',
  'user-read-recently-played': 'See what you played recently',
  'user-library-modify': 'Save and remove items in Your Library',
  'user-library-read': 'See what you saved in Your Library',
  'user-read-email': 'See your email address',
  'user-read-private': 'See your subscription, country and explicit-content setting',
  'user-personalized': 'Use your taste profile to personalise what you see',
  'user-soa-link': 'Link your Spotify account to a partner service',
  'user-soa-unlink': 'Unlink your Spotify account from a partner service',
  'soa-manage-entitlements': 'Manage what a partner service gives you',
  'soa-manage-partner': 'Manage a partner service',
  'soa-create-partner': 'Create a partner service',
} as const;

export type SpotifyScope = keyof typeof SCOPE_WORDS;

export const SPOTIFY_SCOPES = Object.keys(SCOPE_WORDS) as readonly SpotifyScope[];

export function isSpotifyScope(value: string): value is SpotifyScope {
  return Object.hasOwn(SCOPE_WORDS, value);
}

export function scopeInWords(scope: SpotifyScope): string {
  return SCOPE_WORDS[scope];
}

/** Spotify separates scopes with spaces; an absent or blank scope asks for none. */
export function parseScopes(value: string | undefined): string[] {
  return (value ?? '').split(' ').filter((scope) => scope !== '');
}
