// Posters, standing in for image.tmdb.org: a 2:3 SVG with a gradient from the title's id,
// its title in large type and its year, so the emulator needs no image files and a person
// can tell the posters apart in demo mode.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../html';
import type { TitleRecord } from './records';

// TMDB's poster sizes (GET /3/configuration); "original" is 2000 wide for most posters.
export const POSTER_SIZES = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];

export function posterWidth(size: PosterSize): number {
  return size === 'original' ? 2000 : Number(size.slice(1));
}

// Drawn on a 400 x 600 canvas; the title gets the width between the margins.
const WIDTH = 400;
const MARGIN = 32;
const MAX_LINES = 5;
// A bold sans-serif letter is about 0.66 of the font size wide at weight 800.
const LETTER = 0.66;

const FONT_SIZES = [72, 64, 56, 48, 42, 36, 30];
const SMALLEST = 30;

const perLine = (fontSize: number) => Math.floor((WIDTH - 2 * MARGIN) / (fontSize * LETTER));

/** The title in the largest type that fits it, whole words per line, in at most 5 lines. */
export function wrapTitle(title: string): { fontSize: number; lines: string[] } {
  const longest = Math.max(...title.split(/\s+/).map((word) => word.length));
  for (const fontSize of FONT_SIZES) {
    if (longest > perLine(fontSize)) continue;
    const lines = wrap(title, perLine(fontSize));
    if (lines.length <= MAX_LINES) return { fontSize, lines };
  }
  // Only a very long title or word gets here: cut words, and end on an ellipsis.
  const lines = wrap(title, perLine(SMALLEST));
  if (lines.length <= MAX_LINES) return { fontSize: SMALLEST, lines };
  const last = `${(lines[MAX_LINES - 1] ?? '').slice(0, perLine(SMALLEST) - 1)}…`;
  return { fontSize: SMALLEST, lines: [...lines.slice(0, MAX_LINES - 1), last] };
}

function wrap(text: string, perLine: number): string[] {
  const words = text.split(/\s+/).flatMap((word) => {
    const parts: string[] = [];
    for (let at = 0; at < word.length; at += perLine) parts.push(word.slice(at, at + perLine));
    return parts;
  });
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

export function posterSvg(record: TitleRecord, size: PosterSize = 'w500'): string {
  const hash = createHash('sha256').update(`${record.kind}/${record.id}`).digest();
  const byte = (i: number) => hash[i] ?? 0;
  const hue = Math.round((byte(0) * 360) / 256);
  const hue2 = (hue + 30 + (byte(1) % 150)) % 360;
  const width = posterWidth(size);
  const label = escapeHtml(`${record.title} (${record.year})`);
  const { fontSize, lines } = wrapTitle(record.title);
  const lineHeight = Math.round(fontSize * 1.08);
  const top = 300 - Math.round(((lines.length - 1) * lineHeight) / 2);
  const tspans = lines
    .map(
      (line, i) => `<tspan x="${MARGIN}" y="${top + i * lineHeight}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width * 1.5}" viewBox="0 0 400 600" role="img" aria-label="${label}">
<title>${label}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="${(byte(2) % 100) / 100}" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 46%)"/>
<stop offset="1" stop-color="hsl(${hue2} 60% 18%)"/></linearGradient></defs>
<rect width="400" height="600" fill="url(#g)"/>
<circle cx="${80 + (byte(3) % 240)}" cy="${70 + (byte(4) % 120)}" r="${50 + (byte(5) % 90)}" fill="#ffffff" fill-opacity="0.12"/>
<text x="${MARGIN}" y="56" fill="#ffffff" fill-opacity="0.75" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="20" letter-spacing="4">${record.kind === 'movie' ? 'FILM' : 'SERIES'}</text>
<text fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="800">${tspans}</text>
<text x="${MARGIN}" y="560" fill="#ffffff" fill-opacity="0.85" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="30" font-weight="600">${record.year}</text>
</svg>
`;
}
