// Reading AI replies (spec 5: JSON, optionally inside a code fence; spec 8: the parse error;
// AMENDMENTS A6: the same rule and messages hold for every provider).
import type { VideoQueries } from '../entities';
import { MESSAGES } from '../messages';

export class AiJsonError extends Error {
  constructor(message = 'AI response is not valid JSON', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiJsonError';
  }
}

// The first fenced block, with or without a language tag ("```json"), allowing prose around it.
// A reply cut off before its closing fence still yields the JSON after the opening one.
const CODE_FENCE = /```[\w-]*[^\S\r\n]*\r?\n?([\s\S]*?)(?:```|$)/;

export function extractAiJson(text: string): unknown {
  // Plain JSON first, so a reply whose strings happen to contain ``` is not cut apart.
  const candidates = [text.trim()];
  const fenced = CODE_FENCE.exec(text)?.[1];
  if (fenced !== undefined) candidates.push(fenced.trim());
  let lastError: unknown;
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch (error) {
      lastError = error;
    }
  }
  throw new AiJsonError(undefined, { cause: lastError });
}

// spec 3: the four query groups of youtube_data.queries.
export const VIDEO_QUERY_CATEGORIES = [
  'musicQueries',
  'ambientQueries',
  'generalQueries',
  'shortsQueries',
] as const;
export type VideoQueryCategory = (typeof VIDEO_QUERY_CATEGORIES)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Queries go to a search box: non-text entries and blanks are dropped, text is trimmed.
function cleanQueries(value: unknown[]): string[] {
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

// spec 5: the result must have the four query arrays and a text gradient, otherwise the
// message names the missing categories (in the order above, gradient last).
export function parseVideoQueries(text: string): VideoQueries {
  let parsed: unknown;
  try {
    parsed = extractAiJson(text);
  } catch {
    // spec 8: "An unparseable AI reply throws ..."
    throw new Error(MESSAGES.failedToParseVideoQueries);
  }
  const record = isRecord(parsed) ? parsed : {};
  const missing: string[] = VIDEO_QUERY_CATEGORIES.filter(
    (category) => !Array.isArray(record[category]),
  );
  const gradient = record.gradient;
  if (typeof gradient !== 'string' || gradient.trim() === '') missing.push('gradient');
  if (missing.length > 0) throw new Error(MESSAGES.missingVideoQueryCategories(missing));

  const queriesOf = (category: VideoQueryCategory): string[] => {
    const value = record[category];
    return Array.isArray(value) ? cleanQueries(value) : [];
  };
  return {
    musicQueries: queriesOf('musicQueries'),
    ambientQueries: queriesOf('ambientQueries'),
    generalQueries: queriesOf('generalQueries'),
    shortsQueries: queriesOf('shortsQueries'),
    gradient: String(gradient).trim(),
  };
}
