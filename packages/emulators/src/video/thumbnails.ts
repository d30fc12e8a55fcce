// Video thumbnails, standing in for i.ytimg.com images: a gradient from the video id with a
// few words of the title, as SVG, so the emulators need no image files. Like the real ones
// they carry no length (players draw their own). A short's title sits in the middle third,
// where a vertical video is, so a portrait crop of the thumbnail still shows it.
// Names and sizes are YouTube's (/vi/{id}/mqdefault.jpg is 320x180); the 4:3 ones
// (default, hqdefault, sddefault) have black bars above and below, as YouTube's have.
import { escapeHtml } from '../html';
import type { CatalogVideo } from './catalog';
import { hashOf } from './seeds';

export type ThumbnailSize = { width: number; height: number };

export const THUMBNAIL_SIZES: Record<string, ThumbnailSize> = {
  default: { width: 120, height: 90 },
  mqdefault: { width: 320, height: 180 },
  hqdefault: { width: 480, height: 360 },
  sddefault: { width: 640, height: 480 },
  maxresdefault: { width: 1280, height: 720 },
  hq720: { width: 1280, height: 720 },
  // Invidious also serves these names (its build_thumbnails list).
  maxres: { width: 1280, height: 720 },
  '0': { width: 480, height: 360 },
  '1': { width: 120, height: 90 },
  '2': { width: 120, height: 90 },
  '3': { width: 120, height: 90 },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** At most two lines of about `width` characters; a cut title ends with an ellipsis. */
function titleLines(title: string, width = 24): string[] {
  const words = title
    .replace(/\s*#shorts\b/gi, '')
    .split(/\s+/)
    .filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === 2) break;
  }
  if (lines.length < 2 && line) lines.push(line);
  else if (line && lines.length === 2) lines[1] = `${lines[1]}…`;
  return lines.map((text) => (text.length > width + 2 ? `${text.slice(0, width + 1)}…` : text));
}

/**
 * The thumbnail of a video the emulator knows, or of a bare id (after a restart the
 * product may still hold ids from an earlier run). `fill` makes it stretch over its box,
 * for the embed page.
 */
export function thumbnailSvg(
  id: string,
  video: CatalogVideo | undefined,
  size: ThumbnailSize,
  fill = false,
): string {
  const hash = hashOf(`thumbnail:${id}`);
  const byte = (i: number) => hash[i] ?? 0;
  const hue = Math.round((byte(0) * 360) / 256);
  const hue2 = (hue + 40 + (byte(1) % 120)) % 360;
  const title = video?.title ?? 'Emulated video';
  const label = escapeHtml(title);
  // Drawn on a 320-wide canvas; a 4:3 size gets a taller canvas with the art in the middle.
  const height = Math.round((320 * size.height) / size.width);
  const short = video !== undefined && video.durationSeconds < 60;
  const lines = titleLines(title, short ? 11 : 24);
  const x = short ? 160 : 18;
  const lineHeight = short ? 14 : 24;
  const spans = lines
    .map(
      (text, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeHtml(text)}</tspan>`,
    )
    .join('');
  const text = short
    ? `<text x="160" y="${lines.length > 1 ? 86 : 94}" text-anchor="middle" fill="#fff" font-family="${FONT}" font-size="12" font-weight="700">${spans}</text>`
    : `<text x="18" y="${lines.length > 1 ? 112 : 128}" fill="#fff" font-family="${FONT}" font-size="20" font-weight="700">${spans}</text>`;
  const box = fill
    ? 'width="100%" height="100%" preserveAspectRatio="xMidYMid slice"'
    : `width="${size.width}" height="${size.height}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${box} viewBox="0 0 320 ${height}" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="320" height="${height}" fill="#000"/>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>
<stop offset="1" stop-color="hsl(${hue2} 65% 25%)"/></linearGradient></defs>
<g transform="translate(0 ${(height - 180) / 2})">
<rect width="320" height="180" fill="url(#g)"/>
<circle cx="${200 + (byte(3) % 100)}" cy="${30 + (byte(4) % 100)}" r="${40 + (byte(5) % 50)}" fill="#fff" fill-opacity="0.14"/>
${text}
</g>
</svg>
`;
}
