// The error body of Google APIs, as the YouTube Data API sends it:
// { error: { code, message, errors: [{ message, domain, reason, location?, locationType? }],
// status? } }. Texts and reasons are the ones the real API answers
// (https://developers.google.com/youtube/v3/docs/errors).
import { statusText } from '../faults';

type ErrorItem = { domain: string; reason: string; location?: string; locationType?: string };

// The RPC status name Google adds to most errors (the quota error has none).
const RPC_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export function youtubeError(code: number, message: string, item: ErrorItem, withStatus = true) {
  const status = RPC_STATUS[code];
  return {
    error: {
      code,
      message,
      errors: [{ message, ...item }],
      ...(withStatus && status ? { status } : {}),
    },
  };
}

const parameter = (location: string) => ({ location, locationType: 'parameter' });

export const KEY_INVALID_BODY = {
  error: {
    ...youtubeError(400, 'API key not valid. Please pass a valid API key.', {
      domain: 'global',
      reason: 'badRequest',
    }).error,
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'youtube.googleapis.com' },
      },
    ],
  },
};

export const MISSING_KEY_BODY = youtubeError(403, 'The request is missing a valid API key.', {
  domain: 'global',
  reason: 'forbidden',
});

/** The spent daily quota (https://developers.google.com/youtube/v3/getting-started#quota). */
export const YOUTUBE_QUOTA_EXCEEDED_BODY = youtubeError(
  403,
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
  { domain: 'youtube.quota', reason: 'quotaExceeded' },
  false,
);

export const requiredParameter = (name: string) =>
  youtubeError(400, `Required parameter: ${name}`, {
    domain: 'global',
    reason: 'required',
    ...parameter(name),
  });

export const unknownPart = (part: string) =>
  youtubeError(400, `'${part}'`, {
    domain: 'youtube.part',
    reason: 'unknownPart',
    ...parameter('part'),
  });

export const invalidPageToken = () =>
  youtubeError(400, 'The request specifies an invalid page token.', {
    domain: 'youtube.parameter',
    reason: 'invalidPageToken',
    ...parameter('pageToken'),
  });

export const outOfRange = (name: string, value: string, min: number, max: number) =>
  youtubeError(400, `Invalid value '${value}'. Values must be within the range: [${min}, ${max}]`, {
    domain: 'youtube.parameter',
    reason: 'invalidParameter',
    ...parameter(name),
  });

/** A value outside a parameter's enum (the discovery document's `enum`). */
export const invalidValue = (name: string, value: string) =>
  youtubeError(400, `Invalid value '${value}' for parameter '${name}'.`, {
    domain: 'global',
    reason: 'invalid',
    ...parameter(name),
  });

// search.list: "you must set the type parameter to video if you set a value for the ...
// videoDuration, videoEmbeddable ... parameters."
export const invalidSearchFilter = () =>
  youtubeError(
    400,
    'The request contains an invalid combination of search filters and/or restrictions. Note that you must set the type parameter to video if you set a value for the eventType, videoCaption, videoCategoryId, videoDefinition, videoDimension, videoDuration, videoEmbeddable, videoLicense, videoSyndicated, or videoType parameters.',
    { domain: 'youtube.search', reason: 'invalidSearchFilter', ...parameter('type') },
  );

/** Default body of an injected fault: the real error for that status. */
export function youtubeFaultBody(status: number) {
  if (status === 403) return YOUTUBE_QUOTA_EXCEEDED_BODY;
  if (status === 429) {
    const item = { domain: 'global', reason: 'rateLimitExceeded' };
    return youtubeError(429, 'Resource has been exhausted (e.g. check quota).', item);
  }
  if (status === 503) {
    const item = { domain: 'global', reason: 'backendError' };
    return youtubeError(503, 'The service is currently unavailable.', item);
  }
  if (status >= 500) {
    return youtubeError(status, 'Internal error encountered.', {
      domain: 'global',
      reason: 'backendError',
    });
  }
  return youtubeError(status, statusText(status), { domain: 'global', reason: 'badRequest' });
}
