// One error handler: typed errors keep their status and message, Fastify's own errors keep
// their 4xx status with a sentence a person can read (never the framework's own text, which
// may quote the request), and 5xx answers hide internals.
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyServerOptions,
} from 'fastify';
import type { ApiErrorBody, ErrorCode } from '@moodtape/core';
import { AppError, IntegrationError, RateLimitedError } from '../errors';
import { loggableError } from './loggable-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  429: 'rate_limited',
};

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'The request body is compressed in a way we do not read.',
  FST_ERR_BAD_URL: 'That address is not valid.',
};

// For any other 4xx from Fastify or a plugin.
const BY_STATUS: Record<number, string> = {
  404: 'Nothing is there.',
  405: 'That method is not allowed here.',
  413: 'The request is too large.',
  415: 'Send the request body as JSON.',
};
const UNREADABLE = 'The request could not be read.';

function friendly(error: FastifyError, status: number): string {
  return (error.code && FRIENDLY[error.code]) ?? BY_STATUS[status] ?? UNREADABLE;
}

type Replier = { status(code: number): { send(payload: ApiErrorBody): unknown } };

// Fastify's and its plugins' own errors: their 4xx status with one of our sentences, or 500
// with the internals hidden (and logged).
function answerFastifyError(error: FastifyError, log: FastifyBaseLogger, reply: Replier) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    log.error({ error: loggableError(error) }, 'request failed');
    return reply.status(500).send(errorBody('internal_error', 'Something went wrong on our side.'));
  }
  const code = CODE_BY_STATUS[status] ?? 'bad_request';
  return reply.status(status).send(errorBody(code, friendly(error, status)));
}

// Errors the router meets before any handler (an address that cannot be decoded): given to
// Fastify as `frameworkErrors`, they get the same shape and sentences.
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  // The option is generic over route types that matter only to a route's own replies.
  answerFastifyError(error, request.log, reply as unknown as Replier);
};

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof IntegrationError) {
      // An outside service failing is worth a warning, not a stack trace; what the service
      // said (`detail`) is logged, never answered.
      const { service, upstreamStatus, upstreamCode, detail } = error;
      request.log.warn({ service, upstreamStatus, upstreamCode, detail }, error.name);
    } else if (error instanceof AppError) {
      // Our messages may quote what the person sent (a playlist's name): logged by kind.
      if (error.status >= 500) request.log.error({ error: loggableError(error) }, error.name);
      else request.log.info({ code: error.code }, error.name);
    }
    if (error instanceof RateLimitedError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof AppError) {
      const message =
        error.status >= 500 && error.code === 'internal_error'
          ? 'Something went wrong on our side.'
          : error.message;
      return reply.status(error.status).send(errorBody(error.code, message));
    }
    return answerFastifyError(error, request.log, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody('not_found', `Nothing at ${request.method} ${request.url.split('?')[0]}.`));
  });
}
