// OpenAI's error body (contract: components/schemas/ErrorResponse), and the texts the real
// API sends for the statuses a fault can inject.
import { statusText } from '../faults';

export function openAiError(
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
) {
  return { error: { message, type, param, code } };
}

export function openAiFaultBody(status: number) {
  if (status === 429) {
    return openAiError(
      'Rate limit reached for requests. Please try again later.',
      'requests',
      null,
      'rate_limit_exceeded',
    );
  }
  if (status === 503) {
    return openAiError(
      'The engine is currently overloaded, please try again later.',
      'server_error',
    );
  }
  if (status >= 500) {
    return openAiError(
      'The server had an error while processing your request. Sorry about that!',
      'server_error',
    );
  }
  return openAiError(statusText(status), 'invalid_request_error');
}
