// Spec 7 user routes, authorized by the session (AMENDMENTS A2).
import type { FastifyInstance } from 'fastify';
import {
  CheckUsernameQuerySchema,
  type CheckUsernameResponse,
  CreateUserRequestSchema,
  UpdateUsernameRequestSchema,
  type UserProfile,
  type UsernameResponse,
} from '@moodtape/core';
import { parse } from '../../http/parse';
import { assertOwnIdentity, requireSession } from '../../http/session';
import { toProfile, type UserService } from './service';

export function userRoutes(app: FastifyInstance, deps: { users: UserService }) {
  const { users } = deps;

  app.get('/api/me', async (request, reply): Promise<UserProfile> => {
    const ctx = await requireSession(request);
    reply.header('cache-control', 'no-store');
    return toProfile(ctx.user);
  });

  // The person already exists from sign-in; this answers their username (spec 7).
  app.post('/api/users', async (request): Promise<UsernameResponse> => {
    const ctx = await requireSession(request);
    assertOwnIdentity(parse(CreateUserRequestSchema, request.body), ctx);
    return { moodtape_username: ctx.user.moodtapeUsername };
  });

  app.get('/api/users/check-username', async (request, reply): Promise<CheckUsernameResponse> => {
    const { username } = parse(CheckUsernameQuerySchema, request.query);
    const ctx = await request.currentSession();
    reply.header('cache-control', 'no-store');
    return users.checkUsername(username, ctx?.user.id ?? null);
  });

  app.patch('/api/users/update-username', async (request): Promise<UsernameResponse> => {
    const ctx = await requireSession(request);
    const body = parse(UpdateUsernameRequestSchema, request.body);
    assertOwnIdentity(body, ctx);
    return users.updateUsername(ctx.user.id, body.moodtape_username);
  });
}
