// The page's gradient (spec 2 Regenerate Theme; spec 3: each vibe carries one). AMENDMENTS
// A6: a gradient is parsed into colour stops and rebuilt by our code. An AI gradient that
// cannot be rebuilt (url(), a ";", an unknown function, ...) is refused, never passed on, and
// the mood engine's gradient for the same mood is used instead. The theme never fails for
// want of an AI: the engine answers offline.
import { extractAiJson, normalizeGradient } from '@moodtape/core';
import { generateTheme } from '@moodtape/mood-engine';
import { z } from 'zod';
import type { Logger } from '../../http/logger';
import { firstValidAnswer } from '../../integrations/ai/provider-chain';
import type { AiImage, AiProvider } from '../../integrations/ai/types';

const ThemeAnswerSchema = z.object({ gradient: z.string().min(1) });
// Only if the engine's own gradient could not be rebuilt either, which its tests rule out.
const LAST_GRADIENT = 'linear-gradient(135deg, #1e3c72 0%, #2a5298 100%)';

type Mood = { prompt: string; image: AiImage | null };

export type ThemeService = ReturnType<typeof createThemeService>;

export function createThemeService(deps: { providers: readonly AiProvider[]; logger: Logger }) {
  const { providers, logger } = deps;
  return {
    async theme(prompt: string, signal: AbortSignal): Promise<string> {
      const mood: Mood = { prompt, image: null };
      const raw = await firstValidAnswer(
        providers,
        { kind: 'theme', prompt },
        (text) => ThemeAnswerSchema.parse(extractAiJson(text)).gradient,
        { signal, logger },
      ).catch((error: unknown) => {
        logger.warn({ err: error }, 'no AI theme; using the mood engine');
        return null;
      });
      return raw === null ? engineGradient(mood) : rebuildGradient(raw, mood, logger);
    },
  };
}

export function rebuildGradient(raw: string, mood: Mood, logger: Logger): string {
  const rebuilt = normalizeGradient(raw);
  if (rebuilt !== null) return rebuilt;
  // Logged without the raw text's length limit mattering: the parser refuses long text.
  logger.warn({ gradient: raw.slice(0, 200) }, 'AI gradient refused; using the mood engine');
  return engineGradient(mood);
}

export function engineGradient(mood: Mood): string {
  const { gradient } = generateTheme({
    prompt: mood.prompt,
    ...(mood.image ? { image: mood.image.mood } : {}),
  });
  return normalizeGradient(gradient) ?? LAST_GRADIENT;
}
