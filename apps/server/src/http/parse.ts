// Routes validate input with the same zod schemas the web uses to build it (ARCHITECTURE).
import type { z } from 'zod';
import { ValidationError } from '../errors';

export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ValidationError('The request is not valid.');
  const field = issue.path.join('.');
  // Our schemas carry sentences meant for people; zod's own defaults get the field name.
  const ownMessage = /^[A-Z].*[.!?]$/.test(issue.message);
  throw new ValidationError(ownMessage || !field ? issue.message : `${field}: ${issue.message}`);
}
