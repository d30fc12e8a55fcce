// OpenAI emulators on real ports, for provider tests: each has its own switches, so a
// primary and a secondary provider can fail differently.
import { createEmulatorServer } from '@moodtape/emulators';

export type OpenAiEmulator = {
  baseUrl: string;
  control(body: object): Promise<void>;
  reset(): Promise<void>;
  stats(): Promise<{
    chatRequests: number;
    streamedRequests: number;
    lastRequest: { task: string | null; songs: number | null; currentSongs: number } | null;
  }>;
  close(): Promise<void>;
};

export async function startOpenAiEmulator(apiKey = 'test-key'): Promise<OpenAiEmulator> {
  const server = createEmulatorServer({
    spotify: {
      apps: [{ name: 'Unused', clientId: 'unused', redirectUris: ['http://127.0.0.1:1/callback'] }],
    },
    openai: { apiKey },
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `${url}/emulators/openai`;
  const post = async (path: string, body: object) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control failed: ${await response.text()}`);
  };
  return {
    baseUrl: `${base}/v1`,
    control: (body) => post('/__control', body),
    reset: () => post('/__control/reset', {}),
    stats: async () => (await (await fetch(`${base}/__control/stats`)).json()) as never,
    close: () => server.close(),
  };
}
