// Same-origin calls to our server. Answers are checked against the core schemas, and error
// answers (`{ error: { code, message } }`) become an ApiError carrying the server's message.
import { ApiErrorBodySchema, MESSAGES } from '@moodtape/core';
import type { z } from 'zod/mini';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

// With a schema the answer is parsed and returned; without one only success matters.
export async function apiFetch<T extends z.ZodMiniType>(
  path: string,
  options: Options & { schema: T },
): Promise<z.infer<T>>;
export async function apiFetch(path: string, options?: Options): Promise<void>;
export async function apiFetch(
  path: string,
  options: Options & { schema?: z.ZodMiniType } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ApiErrorBodySchema.safeParse(payload);
    throw error.success
      ? new ApiError(response.status, error.data.error.code, error.data.error.message)
      : new ApiError(response.status, 'http_error', MESSAGES.httpError(response.status));
  }
  return options.schema?.parse(payload);
}
