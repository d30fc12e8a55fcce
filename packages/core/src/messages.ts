// Every text the person reads in the messages area and a few fixed labels, word for word from
// the spec (section 8 catalogue; sections 2, 4 and 5 texts). One place so web and server agree.

export const MESSAGES = {
  // spec 8: errors shown in the messages area.
  failedToRefreshToken: (reason: string) => `Failed to refresh token: ${reason}`,
  playerNotReady: 'Spotify player not ready. Please wait a moment and try again.',
  failedToPlayTrack: 'Failed to play track. Make sure you have an active Spotify Premium account.',
  failedToTogglePlayback: 'Failed to toggle playback',
  failedToSeek: 'Failed to seek in track',
  noPlayableSongs: 'No playable songs were found. Try generating a new playlist.',
  noNewPlayableSongs: 'No new playable songs were found. Try extending again.',
  songNotFound: 'Could not find the suggested song on Spotify. Try another request.',
  // spec 8: the server's error field when there is one, else the bare text.
  failedToUploadImage: (reason?: string | null) =>
    reason != null && reason.trim() !== ''
      ? `Failed to upload image: ${reason}`
      : 'Failed to upload image',
  failedToLoadVibe: (reason: string) => `Failed to load vibe: ${reason}`,
  failedToLoadVideos: (reason: string) => `Failed to load video recommendations: ${reason}`,
  failedToFetchPublicVibes: 'Failed to fetch public vibes',
  failedToUpdateVibe: 'Failed to update vibe',
  failedToSaveVibe: 'Failed to save vibe',
  failedToDeleteVibe: 'Failed to delete vibe',
  failedToGenerateTheme: 'Failed to generate theme',
  failedToLoadSuggestions: (reason: string) => `Failed to load suggestions: ${reason}`,
  failedToRefreshConnection: (reason: string) => `Failed to refresh connection: ${reason}`,
  httpError: (status: number) => `HTTP error! status: ${status}`,
  failedToSavePlaylist: 'Failed to save playlist to Spotify',

  // spec 8: successes (they contain "successfully", which gives them the success style).
  vibeSaved: 'Vibe saved successfully!',
  vibeDeleted: 'Vibe deleted successfully',
  // Spec wording kept as is, also for n = 1.
  playlistSaved: (trackCount: number) => `Playlist saved successfully with ${trackCount} tracks!`,
  usernameUpdated: 'Username updated successfully!',

  // spec 5: Save to Spotify and Save Vibe preconditions.
  userProfileNotLoaded: 'User profile not loaded',
  noTracksToSave: 'No tracks to save',
  noValidTrackUris: 'No valid track URIs found',
  userNotLoggedIn: 'User not logged in',

  // spec 5 and 8: AI replies for video queries.
  failedToParseVideoQueries: 'Failed to parse video queries from AI response',
  missingVideoQueryCategories: (categories: readonly string[]) =>
    `AI response is missing video query categories: ${categories.join(', ')}`,
  // Not in the spec: every AI provider, the built-in engine too, failed to answer.
  aiUnavailable: 'The AI could not answer right now.',

  // spec 4 Token session.
  sessionEndingSoon: 'Spotify session ending soon',
  sessionExpired: 'Spotify session expired - please refresh your connection',
  sessionExpiredAlert: 'Spotify session expired - music playback paused',
  // Not in the spec: Spotify will not refresh the session any more (its refresh token ran out
  // six months after consent, or was revoked), so the session ended.
  spotifySignInEnded: 'Your Spotify sign-in has ended. Please log in with Spotify again.',

  // Not in the spec: sign-in answers (AMENDMENTS A1), from the `login_error` of the return URL.
  // A development-mode Spotify app serves only the people on its user list (at most 5).
  spotifyAccountNotAllowlisted:
    "This Spotify account is not on the app's user list. Ask the app's owner to add it in the Spotify Developer Dashboard (User Management), then sign in again.",

  // spec 2 labels and empty states.
  noPublicVibes: 'No public vibes found',
  pleaseLogInToComment: 'Please log in to join the conversation',
  searchVibesPlaceholder: 'Search by name, prompt, or creator...',
  songInputPlaceholder: 'Enter song or artist...',
  // Spec wording kept as is, also for n = 1.
  foundPlayableSongs: (count: number) => `Found ${count} playable songs`,
  commentsTitle: (vibeName: string) => `Vibe Check: ${vibeName}`,
} as const;

// spec 8 "Logged only": written to the console, never shown.
export const LOG_MESSAGES = {
  tokenRefreshTimedOut: 'Token refresh timed out',
  authWindowClosed: 'Authentication window closed',
  autoTokenRefreshFailed: 'Auto token refresh failed:',
  manualTokenRefreshFailed: 'Manual token refresh failed:',
} as const;

export type MessageTone = 'success' | 'error';

// spec 2 Messages area: text containing "successfully" is shown in success style.
export function isSuccessMessage(text: string): boolean {
  return text.includes('successfully');
}

// spec 2 Messages area: any other text is shown in error style.
export function messageTone(text: string): MessageTone {
  return isSuccessMessage(text) ? 'success' : 'error';
}
