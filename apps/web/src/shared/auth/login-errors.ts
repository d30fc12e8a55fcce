// Why a sign-in did not finish, from the `login_error` the server puts on the return URL.
import { MESSAGES } from '@moodtape/core';

const LOGIN_ERRORS: Record<string, string> = {
  cancelled: 'Spotify sign-in was cancelled.',
  not_allowlisted: MESSAGES.spotifyAccountNotAllowlisted,
  state: 'That sign-in link expired. Please log in again.',
  failed: 'Spotify sign-in did not complete. Please try again.',
};

export function loginErrorMessage(code: string): string {
  return LOGIN_ERRORS[code] ?? LOGIN_ERRORS.failed!;
}
