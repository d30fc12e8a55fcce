// GET a JSON answer from a third-party API with a short timeout, parsed with zod. Every
// failure becomes one IntegrationError whose upstreamCode says what happened: "timeout",
// "unreachable", "invalid_response", the service's own reason (e.g. "quotaExceeded"), or
// "http_<status>", so a fallback chain can decide without parsing messages.
import type { z } from 'zod';
import { IntegrationError } from '../errors';

export type Fetch = typeof fetch;

export type JsonRequest<T extends z.ZodType> = {
  fetch: Fetch;
  service: string;
  url: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  schema: T;
  // The service's reason for an error answer, read from its body.
  reasonOf?: (body: unknown) => string | undefined;
};

export async function getJson<T extends z.ZodType>(request: JsonRequest<T>): Promise<z.infer<T>> {
  const { service } = request;
  let response: Response;
  let body: unknown;
  try {
    response = await request.fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // The timeout covers the body too: a service that sends headers and then stalls is cut.
    body = await response.json().catch((error: unknown) => {
      if (isTimeout(error)) throw error;
      return null;
    });
  } catch (cause) {
    const timeout = isTimeout(cause);
    const message = timeout ? `${service} did not answer in time.` : `${service} is unreachable.`;
    throw new IntegrationError(service, null, message, timeout ? 'timeout' : 'unreachable', {
      cause,
    });
  }
  if (!response.ok) {
    const reason = request.reasonOf?.(body) ?? `http_${response.status}`;
    throw new IntegrationError(
      service,
      response.status,
      `${service} answered ${response.status}.`,
      reason,
    );
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new IntegrationError(
      service,
      response.status,
      `${service} sent an answer we could not read.`,
      'invalid_response',
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
