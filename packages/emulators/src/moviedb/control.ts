// Switches for tests and demos (AMENDMENTS A7): faults on search and on images, and how
// often each was asked. Not part of TMDB's contract; guarded by the control token when the
// emulator has one (control-token.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type ControlTokenOption, requireControlToken } from '../control-token';
import { FaultSchema } from '../faults';
import { tmdbError } from './errors';
import { MOVIEDB_FAULT_NAMES, type MovieDbStore } from './store';

export const MovieDbControlSchema = z.strictObject({
  faults: z
    .strictObject({
      // /3/search/movie and /3/search/tv.
      search: FaultSchema.nullable().optional(),
      // /t/p/:size/:file.
      images: FaultSchema.nullable().optional(),
    })
    .optional(),
});

export type MovieDbControlRoutesOptions = { store: MovieDbStore } & ControlTokenOption;

export const movieDbControlRoutes: FastifyPluginAsync<MovieDbControlRoutesOptions> = async (
  app,
  { store, controlToken },
) => {
  requireControlToken(app, controlToken);
  app.get('/', async () => store.state());

  app.post('/', async (request, reply) => {
    // An empty POST changes nothing and answers the state, like GET.
    const parsed = MovieDbControlSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (i) => `${i.path.join('.') || 'body'}: ${i.message}`,
      );
      const message = `Invalid control body: ${problems.join('; ')}`;
      return reply.status(400).send(tmdbError(47, message));
    }
    for (const name of MOVIEDB_FAULT_NAMES) {
      const fault = parsed.data.faults?.[name];
      if (fault !== undefined) store.faults.set(name, fault);
    }
    return store.state();
  });

  app.get('/stats', async () => store.stats());

  app.post('/reset', async () => {
    store.reset();
    return store.state();
  });
};
