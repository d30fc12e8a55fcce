// Routes validate input with the same zod schemas the web uses to build it (ARCHITECTURE).
// Those are zod/mini schemas (packages/core, docs/decisions/018); the server's own schemas
// may be classic zod: both are zod 4 core schemas and parse the same way.
import { z } from 'zod/mini';
import { ValidationError } from '../errors';

// zod/mini loads no messages of its own ("Invalid input" for everything); the 400 answers
// quote zod's English ones (`offset: Invalid input: expected int, received number`).
z.config(z.locales.en());

export function parse<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ValidationError('The request is not valid.');
  const field = issue.path.join('.');
  // Our schemas carry sentences meant for people; zod's own defaults get the field name.
  const ownMessage = /^[A-Z].*[.!?]$/.test(issue.message);
  if (ownMessage || !field) throw new ValidationError(issue.message);
  if (issue.code === 'too_big') throw new ValidationError(tooBig(field, issue));
  throw new ValidationError(`${field}: ${issue.message}`);
}

// A size limit, said with the field and the limit, so a client knows what to shorten.
function tooBig(field: string, issue: z.core.$ZodIssueTooBig): string {
  const max = Number(issue.maximum).toLocaleString('en-US');
  if (issue.origin === 'string') return `${field} is too long: at most ${max} characters.`;
  if (issue.origin === 'array') return `${field} has too many items: at most ${max}.`;
  return `${field} is too large: at most ${max}.`;
}
