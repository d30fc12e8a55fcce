// An Invidious instance (spec 7 chain step 2, "a public alternative search API"):
// GET /api/v1/search answers videos with their length and views in one call.
import { type Fetch, getJson } from '../http-json';
import { type InvidiousItem, InvidiousSearchSchema } from './schemas';

export type InvidiousClient = ReturnType<typeof createInvidiousClient>;

export function createInvidiousClient(options: {
  service: string;
  baseUrl: string;
  fetch: Fetch;
  timeoutMs: number;
}) {
  return {
    baseUrl: options.baseUrl,
    search(input: { q: string; page: number; shorts: boolean }): Promise<InvidiousItem[]> {
      const params = new URLSearchParams({ q: input.q, page: String(input.page), type: 'video' });
      // "short" is under 4 minutes; spec 9's 60 seconds is checked on lengthSeconds.
      if (input.shorts) params.set('duration', 'short');
      return getJson({
        fetch: options.fetch,
        service: options.service,
        label: 'The video search service',
        url: `${options.baseUrl}/api/v1/search?${params}`,
        timeoutMs: options.timeoutMs,
        schema: InvidiousSearchSchema,
      });
    },
  };
}
