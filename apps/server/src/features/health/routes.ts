import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@moodtape/core';
import type { Database } from '../../db/client';

export function healthRoutes(
  app: FastifyInstance,
  deps: { database: Database; emulated: string[] },
) {
  app.get('/api/health', async (_request, reply): Promise<HealthResponse> => {
    await deps.database.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', db: deps.database.kind, emulated: deps.emulated };
  });
}
