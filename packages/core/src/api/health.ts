import { z } from 'zod/mini';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  // Outside services answered by a local emulator (AMENDMENTS A7): shown as "Demo mode".
  emulated: z.array(z.string()),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
