// The theme gradient (AMENDMENTS A6): an AI's text is parsed into an angle and colour stops,
// checked, and rebuilt as CSS by this code. Anything else (url(), a ";", an unknown function,
// another kind of gradient) is refused, so raw AI text never reaches a style attribute.
import { CSS_COLOR_NAMES } from './css-color-names';

export type GradientStop = { color: string; position: number | null };
export type Gradient = { angle: number; stops: GradientStop[] };

export const GRADIENT_MAX_LENGTH = 600;
const MAX_STOPS = 10;

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const ANGLE = new RegExp(`^(${NUMBER})(deg|grad|rad|turn)$`);
const SIDES: Record<string, number> = {
  'to top': 0,
  'to top right': 45,
  'to right top': 45,
  'to right': 90,
  'to bottom right': 135,
  'to right bottom': 135,
  'to bottom': 180,
  'to bottom left': 225,
  'to left bottom': 225,
  'to left': 270,
  'to top left': 315,
  'to left top': 315,
};
const TO_DEGREES: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const COLOR_FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/;
const STOP = /^(.*?)(?:\s+(-?\d+(?:\.\d+)?)%)?$/;

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

// Splits on commas outside parentheses.
function splitTopLevel(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (depth < 0 || depth > 1) return null;
    if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start).trim());
  return parts;
}

function parseAngle(text: string): number | null {
  const side = SIDES[text.replace(/\s+/g, ' ')];
  if (side !== undefined) return side;
  const match = ANGLE.exec(text);
  if (!match) return null;
  const degrees = Number(match[1]) * (TO_DEGREES[match[2] as string] as number);
  return Number.isFinite(degrees) ? round(((degrees % 360) + 360) % 360) : null;
}

// Rebuilds a colour from its parsed parts; null for anything that is not a colour.
function parseColor(text: string): string | null {
  if (HEX.test(text)) return text;
  if (CSS_COLOR_NAMES.has(text)) return text;
  const fn = COLOR_FUNCTION.exec(text);
  if (!fn) return null;
  const [, name, args] = fn as unknown as [string, string, string];
  const parts = args.split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length < 3 || parts.length > 4) return null;
  const numbers = parts.map((part) => {
    const m = new RegExp(`^(${NUMBER})(%|deg)?$`).exec(part);
    return m ? { value: Number(m[1]), unit: m[2] ?? '' } : null;
  });
  if (numbers.some((n) => n === null)) return null;
  const [a, b, c, alpha] = numbers as { value: number; unit: string }[];
  const alphaValue = alpha === undefined ? 1 : alpha.unit === '%' ? alpha.value / 100 : alpha.value;
  if (!(alphaValue >= 0 && alphaValue <= 1)) return null;
  const alphaText = alpha === undefined ? '' : `, ${round(alphaValue)}`;
  if (name.startsWith('rgb')) {
    const channels = [a, b, c].map((n) =>
      n!.unit === '%' ? (n!.value / 100) * 255 : n!.unit === '' ? n!.value : NaN,
    );
    if (channels.some((v) => !(v >= 0 && v <= 255))) return null;
    const [r, g, bl] = channels.map((v) => Math.round(v));
    return alpha === undefined ? `rgb(${r}, ${g}, ${bl})` : `rgba(${r}, ${g}, ${bl}${alphaText})`;
  }
  if (a!.unit === '%' || b!.unit !== '%' || c!.unit !== '%') return null;
  if (!(b!.value >= 0 && b!.value <= 100 && c!.value >= 0 && c!.value <= 100)) return null;
  const hue = round(((a!.value % 360) + 360) % 360);
  const body = `${hue}, ${round(b!.value)}%, ${round(c!.value)}%`;
  return alpha === undefined ? `hsl(${body})` : `hsla(${body}${alphaText})`;
}

export function parseGradient(raw: string): Gradient | null {
  if (raw.length > GRADIENT_MAX_LENGTH) return null;
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const outer = /^linear-gradient\((.*)\)$/.exec(text);
  if (!outer) return null;
  const parts = splitTopLevel(outer[1] as string);
  if (!parts) return null;
  const first = parts[0] ?? '';
  const angle = parseAngle(first);
  const stopTexts = angle === null ? parts : parts.slice(1);
  if (stopTexts.length < 2 || stopTexts.length > MAX_STOPS) return null;
  const stops: GradientStop[] = [];
  for (const stopText of stopTexts) {
    const match = STOP.exec(stopText);
    const color = match ? parseColor((match[1] as string).trim()) : null;
    if (!match || !color) return null;
    const position = match[2] === undefined ? null : Number(match[2]);
    if (position !== null && !(position >= 0 && position <= 100)) return null;
    stops.push({ color, position });
  }
  return { angle: angle ?? 180, stops };
}

export function gradientToCss(gradient: Gradient): string {
  const stops = gradient.stops.map((stop) =>
    stop.position === null ? stop.color : `${stop.color} ${round(stop.position)}%`,
  );
  return `linear-gradient(${round(gradient.angle)}deg, ${stops.join(', ')})`;
}

// The one door for gradients into the page: valid ones come back rebuilt, others as null.
export function normalizeGradient(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const parsed = parseGradient(raw);
  return parsed ? gradientToCss(parsed) : null;
}
