// TMDB's one error shape, `{ status_code, status_message, success: false }`, where
// status_code is TMDB's own code, not the HTTP status. Codes and texts are TMDB's:
// https://developer.themoviedb.org/docs/errors (the contract's 401 example is code 7).
import { statusText } from '../faults';

export type TmdbError = { status_code: number; status_message: string; success: false };

export function tmdbError(statusCode: number, message: string): TmdbError {
  return { status_code: statusCode, status_message: message, success: false };
}

export const INVALID_API_KEY = tmdbError(7, 'Invalid API key: You must be granted a valid key.');
export const NOT_FOUND = tmdbError(34, 'The resource you requested could not be found.');
export const INVALID_PAGE = tmdbError(
  22,
  'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
);

// What TMDB answers for each HTTP status an injected fault may take.
const BY_STATUS: Record<number, TmdbError> = {
  400: tmdbError(47, 'The input is not valid.'),
  401: INVALID_API_KEY,
  404: NOT_FOUND,
  405: tmdbError(42, 'The requested method is not supported for this resource.'),
  422: tmdbError(5, 'Invalid parameters: Your request parameters are incorrect.'),
  // The documented text, "#" included: TMDB fills in the count, which the emulator has not.
  429: tmdbError(25, 'Your request count (#) is over the allowed limit of (40).'),
  500: tmdbError(11, 'Internal error: Something went wrong, contact TMDB.'),
  501: tmdbError(2, 'Invalid service: this service does not exist.'),
  502: tmdbError(43, "Couldn't connect to the backend server."),
  503: tmdbError(9, 'Service offline: This service is temporarily offline, try again later.'),
  504: tmdbError(24, 'Your request to the backend server timed out. Try again.'),
};

/** The body of an injected fault, or of any error, for an HTTP status. */
export function tmdbErrorFor(status: number): TmdbError {
  return BY_STATUS[status] ?? tmdbError(status >= 500 ? 11 : 47, statusText(status));
}
