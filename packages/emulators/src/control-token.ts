// Who may use an emulator's /__control routes (AMENDMENTS A7). Without a token, anyone who
// reaches the emulator, as tests on loopback need. With one, only a request that carries it
// as `Authorization: Bearer <token>`: a demo that others can reach mounts its emulators with a
// token, so a stranger can neither switch faults on for everyone nor read what people saved.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type ControlTokenOption = {
  /** When set, /__control answers 401 to a request without `Authorization: Bearer <token>`. */
  controlToken?: string;
};

const UNAUTHORIZED = {
  error: {
    status: 401,
    message: "The emulator's control routes need Authorization: Bearer <control token>.",
  },
};

// Hashed first, so the comparison takes the same time whatever the length of the guess.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

// Called first in a control routes plugin: its hook guards every route of that plugin only.
export function requireControlToken(app: FastifyInstance, token: string | undefined): void {
  if (token === undefined) return;
  // An empty token would be a guard that lets an empty header in; refuse it at registration.
  if (token.trim() === '') throw new Error('Invalid emulator options: controlToken is empty');
  const expected = digest(token);
  app.addHook('onRequest', async (request, reply) => {
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return;
    return reply
      .status(401)
      .header('www-authenticate', 'Bearer realm="emulator control"')
      .send(UNAUTHORIZED);
  });
}
