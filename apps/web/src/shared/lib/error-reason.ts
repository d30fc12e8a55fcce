import { z } from 'zod/mini';

// What the browser itself says when a request never got an answer ("Failed to fetch",
// "NetworkError when attempting to fetch resource.", "Load failed") differs by browser and
// means nothing to a person.
export const UNREACHABLE_REASON =
  'Moodtape could not be reached. Check your connection and try again.';
export const UNEXPECTED_REASON = 'Something went wrong. Please try again.';

// The {reason} of the spec 8 messages: the server's own message, or a plain sentence when
// the answer was not what the page expected (a schema error's, a parser's or the browser's
// own text is not for people).
export function errorReason(error: unknown): string {
  if (error instanceof z.core.$ZodError) {
    return 'The server sent an unexpected answer.';
  }
  // fetch rejects with a TypeError when the network fails.
  if (error instanceof TypeError) return UNREACHABLE_REASON;
  if (isEngineError(error)) return UNEXPECTED_REASON;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return UNEXPECTED_REASON;
}

// The JavaScript engine's and the DOM's own errors, whose messages are for developers.
function isEngineError(error: unknown): boolean {
  return (
    error instanceof SyntaxError ||
    error instanceof RangeError ||
    error instanceof ReferenceError ||
    (typeof DOMException !== 'undefined' && error instanceof DOMException)
  );
}
