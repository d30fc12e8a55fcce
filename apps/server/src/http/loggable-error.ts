// What an unexpected error may put in the log: its kind, our SQL (placeholders, never the
// values bound to them), the database's error code and the stack, but no text a person sent.
// A database error's message carries the query's parameters (a vibe name, a comment), and the
// database's own message and detail may quote a value, so none of them is logged.
import { AppError } from '../errors';

type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown };
type DatabaseCause = { code?: unknown; table?: unknown; column?: unknown; constraint?: unknown };

export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  // Our own errors' messages are meant for the person and may quote what they sent.
  if (error instanceof AppError) {
    return { type: error.name, code: error.code, stack: framesOf(error), cause: causeOf(error) };
  }
  const queryError = error as QueryError;
  if (typeof queryError.query !== 'string') {
    return { type: error.name, message: error.message, stack: error.stack };
  }
  const cause = (queryError.cause ?? {}) as DatabaseCause;
  const name = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    type: error.name,
    query: queryError.query,
    // PostgreSQL's SQLSTATE and the schema names it blames say what went wrong; its message
    // may quote the value (`invalid input syntax for type integer: "..."`), so it is left out.
    code: name(cause.code),
    table: name(cause.table),
    column: name(cause.column),
    constraint: name(cause.constraint),
    stack: framesOf(error),
  };
}

// Only the frames: the stack's first lines repeat the message, parameters included.
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

// What an AppError wraps (a database or network error), logged the same careful way.
function causeOf(error: AppError): Record<string, unknown> | undefined {
  return error.cause === undefined ? undefined : loggableError(error.cause);
}
