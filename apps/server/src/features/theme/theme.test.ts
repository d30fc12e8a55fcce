// The theme (spec 2 Regenerate Theme, AMENDMENTS A6): an AI gradient is rebuilt by our code
// or refused for the mood engine's, the theme never fails for want of an AI, and the route
// needs a prompt (spec 5).
import { normalizeGradient } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { answering, failing, quietLogger } from '../../../test/ai-stand-ins';
import { TEST_DATABASES } from '../../../test/databases';
import { signedInHarness } from '../../../test/harness';
import type { AiProvider } from '../../integrations/ai/types';
import { createThemeService, engineGradient } from './service';

const signal = new AbortController().signal;
const service = (...providers: AiProvider[]) =>
  createThemeService({ providers, logger: quietLogger() });

describe('theme', () => {
  it('rebuilds the AI gradient, or refuses it for the mood engine’s', async () => {
    const good = service(
      answering('```json\n{"gradient": "linear-gradient(45deg, #000, #123456)"}\n```'),
    );
    expect(await good.theme('night drive', signal)).toBe('linear-gradient(45deg, #000, #123456)');
    const bad = service(answering('{"gradient": "linear-gradient(red, blue);}body{display:none"}'));
    expect(await bad.theme('night drive', signal)).toBe(
      engineGradient({ prompt: 'night drive', image: null }),
    );
  });

  it('still answers when every provider fails', async () => {
    const broken = service(failing('connection refused'));
    expect(await broken.theme('night drive', signal)).toBe(
      engineGradient({ prompt: 'night drive', image: null }),
    );
  });
});

describe.each(TEST_DATABASES)('POST /api/regenerate-theme ($kind)', (database) => {
  const page = signedInHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });
  const post = (payload: object) =>
    page.h.inject({
      method: 'POST',
      url: '/api/regenerate-theme',
      payload,
      cookies: { mt_session: page.session },
    });

  it('regenerates a theme, and needs a prompt for it (spec 5)', async () => {
    const empty = await post({ prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: { code: 'bad_request', message: 'Describe the theme first.' },
    });
    const response = await post({ prompt: 'neon city rain' });
    expect(response.statusCode).toBe(200);
    const { gradient } = response.json<{ gradient: string }>();
    expect(gradient).toMatch(/^linear-gradient\(/);
    expect(normalizeGradient(gradient)).toBe(gradient);
  });
});
