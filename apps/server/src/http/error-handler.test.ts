import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';

const pglite = TEST_DATABASES[0]!;

// Fastify's and its plugins' refusals answer in our shape with our sentences, never with the
// framework's own text (which may quote the request back).
describe('refusals from the framework', () => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await createHarness(pglite);
    session = await h.signIn('ava.rivers');
  });
  afterAll(() => h.close());

  const json = { 'content-type': 'application/json' };

  it.each([
    [
      'an address that cannot be decoded',
      { method: 'GET', url: '/api/vibes/%E0%A4%A' },
      400,
      'That address is not valid.',
    ],
    [
      'a body shorter than its Content-Length',
      {
        method: 'POST',
        url: '/api/vibes',
        headers: { ...json, 'content-length': '100' },
        payload: '{}',
      },
      400,
      'The request body does not match its Content-Length.',
    ],
    [
      'a body that is not gzip though it says so',
      {
        method: 'POST',
        url: '/api/vibes',
        headers: { ...json, 'content-encoding': 'gzip' },
        payload: '{}',
      },
      400,
      'The request body could not be decompressed.',
    ],
    [
      'a body in an unknown encoding',
      {
        method: 'POST',
        url: '/api/vibes',
        headers: { ...json, 'content-encoding': 'x-secret' },
        payload: '{}',
      },
      415,
      'The request body is compressed in a way we do not read.',
    ],
  ] as const)('answers %s with a sentence of ours', async (_, request, status, message) => {
    const res = await h.inject({ ...request, cookies: { mt_session: session } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      error: { code: 'bad_request', message },
    });
  });

  it('still reads a body that really is gzip', async () => {
    const res = await h.inject({
      method: 'PATCH',
      url: '/api/users/update-username',
      cookies: { mt_session: session },
      headers: { ...json, 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ moodtape_username: 'ava_gzip' })),
    });
    expect(res.statusCode).toBe(200);
  });
});
