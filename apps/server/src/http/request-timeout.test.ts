// A client that sends its request slowly (a body trickling in, or never finished) is cut off
// at REQUEST_TIMEOUT_MS with 408, and does not hold the server for anyone else.
import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';

describe('slow requests', () => {
  let h: Harness;
  let port: number;

  beforeAll(async () => {
    h = await createHarness(TEST_DATABASES[0]!, { env: { REQUEST_TIMEOUT_MS: '1000' } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(() => h.close());

  // Everything the server writes back until it closes the connection.
  const answerOf = (socket: Socket) =>
    new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });

  it('cuts off a body that never finishes with 408, while others are served', async () => {
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket);
    socket.write(
      [
        'POST /api/vibes HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        'Content-Length: 100000',
        '',
        '{"name": "',
      ].join('\r\n'),
    );
    // A byte every 300 ms: never idle long, never done.
    const trickle = setInterval(() => socket.write('a'), 300);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const text = await answer;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });
});
