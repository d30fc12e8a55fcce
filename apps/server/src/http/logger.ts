// Request logs without secrets: cookies and authorization headers are never logged, and
// the OAuth code and state are cut out of callback URLs.
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:code|state)=)[^&]*/g;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: request.url.replace(SECRET_PARAMS, '$1[redacted]'),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

// What services and integrations log through: the app's logger, or a stand-in in unit tests.
export type Logger = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};
