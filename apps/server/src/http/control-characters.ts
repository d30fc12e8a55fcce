// Text with control characters (NUL above all, which PostgreSQL text cannot hold) is refused
// before any route reads it: a 400 that names the field, never a 500 from the database.
// Tabs and line breaks are ordinary text and pass.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';

// eslint-disable-next-line no-control-regex -- the characters being refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// The path of the first string holding one, or null; walks arrays and objects.
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || 'the text' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = controlCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/emulators/')) return;
    const field =
      controlCharacterPath(request.query) ??
      controlCharacterPath(request.params) ??
      controlCharacterPath(request.body);
    if (field !== null) {
      throw new ValidationError(
        `${field} contains a control character (such as NUL) that Moodtape cannot store.`,
      );
    }
  });
}
