// What an unexpected error may put in the log: its kind, our SQL (placeholders, never the
// values bound to them), the database's error code and the stack, but no text a person sent.
// A database error's message carries the query's parameters (a vibe name, a comment), and its
// `detail` may quote a stored value, so neither is logged.
type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown };
type DatabaseCause = { code?: unknown; message?: unknown; severity?: unknown };

export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const queryError = error as QueryError;
  if (typeof queryError.query !== 'string') {
    return { type: error.name, message: error.message, stack: error.stack };
  }
  const cause = (queryError.cause ?? {}) as DatabaseCause;
  return {
    type: error.name,
    query: queryError.query,
    code: typeof cause.code === 'string' ? cause.code : undefined,
    // PostgreSQL's own sentence names the problem (a type, a constraint), not the values.
    cause: typeof cause.message === 'string' ? cause.message : undefined,
    // Only the frames: the stack's first lines repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
