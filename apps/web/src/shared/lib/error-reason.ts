import { z } from 'zod/mini';

// The {reason} of the spec 8 messages: the server's own message, or a plain sentence when
// the answer was not what the page expected (a schema error's text is not for people).
export function errorReason(error: unknown): string {
  if (error instanceof z.core.$ZodError) {
    return 'The server sent an unexpected answer.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
