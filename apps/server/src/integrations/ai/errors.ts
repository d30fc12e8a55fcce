// spec 8: the AI client maps HTTP 400, 401, 403, 404, 409, 422, 429 and 5xx, plus connection,
// timeout and abort failures, to typed errors. The openai SDK throws one class per case; we
// fold them into one error with a kind, so callers decide on a value, not a class tree.
import OpenAI from 'openai';

export type AiErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'server_error'
  | 'connection'
  | 'timeout'
  | 'aborted'
  // The model answered, but not with the JSON we asked for, or the stream was cut off.
  | 'invalid_answer'
  // The model stopped at its token limit (finish_reason "length"): the answer is incomplete.
  | 'truncated'
  // The model declined (a `refusal` instead of content, or finish_reason "content_filter").
  | 'refused';

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    readonly provider: string,
    message: string,
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'AiError';
  }
}

const BY_STATUS: Record<number, AiErrorKind> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
};

export function toAiError(provider: string, error: unknown): AiError {
  if (error instanceof AiError) return error;
  // Order matters: the timeout and abort classes extend the connection error class.
  if (error instanceof OpenAI.APIUserAbortError) {
    return new AiError('aborted', provider, 'request aborted', null, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiError('timeout', provider, 'request timed out', null, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiError('connection', provider, 'could not connect', null, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? null;
    const kind = (status !== null && BY_STATUS[status]) || 'server_error';
    return new AiError(kind, provider, error.message, status, { cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new AiError('aborted', provider, 'request aborted', null, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AiError('invalid_answer', provider, message, null, { cause: error });
}
