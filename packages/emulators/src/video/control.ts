// Switches for tests and demos (AMENDMENTS A7), the same routes on both video emulators;
// not part of either service's contract:
//   GET /__control         the switches' state
//   POST /__control        change switches (an empty body changes nothing), answers the state
//   POST /__control/reset  back to the registration's settings: no faults, counts zeroed
//   GET /__control/stats   request counts, so a test can prove a cached query cost no call
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { type ControlTokenOption, requireControlToken } from '../control-token';

export type ControlRoutesOptions<Change> = ControlTokenOption & {
  schema: z.ZodType<Change>;
  apply: (change: Change) => void;
  state: () => unknown;
  stats: () => unknown;
  reset: () => void;
  /** The service's error body for a bad control request (status 400). */
  invalid: (message: string) => unknown;
};

export function controlRoutes<Change>(): FastifyPluginAsync<ControlRoutesOptions<Change>> {
  return async (app, options) => {
    requireControlToken(app, options.controlToken);
    app.get('/', async () => options.state());

    app.post('/', async (request, reply) => {
      const parsed = options.schema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (i) => `${i.path.join('.') || 'body'}: ${i.message}`,
        );
        return reply
          .status(400)
          .send(options.invalid(`Invalid control body: ${problems.join('; ')}`));
      }
      options.apply(parsed.data);
      return options.state();
    });

    app.post('/reset', async () => {
      options.reset();
      return options.state();
    });

    app.get('/stats', async () => options.stats());
  };
}
