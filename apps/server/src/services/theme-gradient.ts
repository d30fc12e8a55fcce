// AMENDMENTS A6: the theme gradient is parsed into colour stops and rebuilt by our code. An
// AI gradient that cannot be rebuilt (url(), a ";", an unknown function, ...) is refused,
// never passed on, and the mood engine's gradient for the same mood is used instead.
import { normalizeGradient } from '@moodtape/core';
import { generateTheme } from '@moodtape/mood-engine';
import type { AiImage } from '../integrations/ai/types';
import type { Logger } from './ai-answers';

// Only if the engine's own gradient could not be rebuilt either, which its tests rule out.
const LAST_GRADIENT = 'linear-gradient(135deg, #1e3c72 0%, #2a5298 100%)';

export function rebuildGradient(
  raw: string,
  mood: { prompt: string; image: AiImage | null },
  logger: Logger,
): string {
  const rebuilt = normalizeGradient(raw);
  if (rebuilt !== null) return rebuilt;
  // Logged without the raw text's length limit mattering: the parser refuses long text.
  logger.warn({ gradient: raw.slice(0, 200) }, 'AI gradient refused; using the mood engine');
  return engineGradient(mood);
}

export function engineGradient(mood: { prompt: string; image: AiImage | null }): string {
  const { gradient } = generateTheme({
    prompt: mood.prompt,
    ...(mood.image ? { image: mood.image.mood } : {}),
  });
  return normalizeGradient(gradient) ?? LAST_GRADIENT;
}
