// JSON answers from third-party APIs with a timeout, parsed with zod. Every
// failure becomes one IntegrationError whose upstreamCode says what happened: "timeout",
// "unreachable", "invalid_response", the service's own reason (e.g. "quotaExceeded"), or
// "http_<status>", so a fallback chain can decide without parsing messages. Its message is a
// sentence that names the service as a person knows it (`label`); the status stays in
// `detail`, for the log.
import type { z } from 'zod';
import { IntegrationError } from '../errors';

export type Fetch = typeof fetch;

// Headers as a plain object, so `accept` can be added to them.
export type JsonInit = Omit<RequestInit, 'headers' | 'signal'> & {
  headers?: Record<string, string>;
};

export type JsonRequest<T extends z.ZodType> = {
  fetch: Fetch;
  service: string;
  // The service in a person's words, e.g. "YouTube".
  label: string;
  url: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  schema: T;
  // The service's reason for an error answer, read from its body.
  reasonOf?: (body: unknown) => string | undefined;
};

// Sends one request and reads its JSON body under one timeout, for every outside service:
// a service that does not answer, or sends headers and then stalls, becomes an
// IntegrationError ("timeout" or "unreachable"). Status handling is the caller's.
export async function sendJson(
  fetchImpl: Fetch,
  target: { service: string; label: string; url: string; init?: JsonInit; timeoutMs: number },
): Promise<{ response: Response; body: unknown; text: string }> {
  try {
    const response = await fetchImpl(target.url, {
      ...target.init,
      headers: { accept: 'application/json', ...target.init?.headers },
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    // The text is kept for answers that are not JSON (Spotify's plain-text 403, for one).
    const text = await response.text().catch((error: unknown) => {
      if (isTimeout(error)) throw error;
      return '';
    });
    return { response, body: parseJson(text), text };
  } catch (cause) {
    const timeout = isTimeout(cause);
    const message = timeout
      ? `${target.label} did not answer in time.`
      : `${target.label} could not be reached.`;
    throw new IntegrationError(target.service, null, message, timeout ? 'timeout' : 'unreachable', {
      cause,
    });
  }
}

export async function getJson<T extends z.ZodType>(request: JsonRequest<T>): Promise<z.infer<T>> {
  const { service, label } = request;
  const { response, body } = await sendJson(request.fetch, {
    service,
    label,
    url: request.url,
    init: { headers: request.headers },
    timeoutMs: request.timeoutMs,
  });
  if (!response.ok) {
    const reason = request.reasonOf?.(body) ?? `http_${response.status}`;
    throw new IntegrationError(
      service,
      response.status,
      `${label} could not answer right now.`,
      reason,
      { detail: `HTTP ${response.status}` },
    );
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new IntegrationError(
      service,
      response.status,
      `${label} sent an answer we could not read.`,
      'invalid_response',
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
