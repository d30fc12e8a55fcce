// search.list page tokens. YouTube's are opaque base64 of a small protobuf: field 1 the
// offset, field 2 whether the page ends there (prevPageToken) rather than starts there
// ("CAUQAA" is the page from result 5 on, "CAUQAQ" the page before result 5). Ours are
// built the same way, so they look and behave like the real ones.
export type PageToken = { offset: number; before: boolean };

const MAX_OFFSET = 1_000_000;

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

export function encodePageToken({ offset, before }: PageToken): string {
  const bytes = [0x08, ...varint(offset), 0x10, before ? 1 : 0];
  return Buffer.from(bytes).toString('base64url');
}

export function decodePageToken(token: string): PageToken | null {
  if (!/^[A-Za-z0-9_-]{2,16}={0,2}$/.test(token)) return null;
  const bytes = [...Buffer.from(token, 'base64url')];
  if (bytes[0] !== 0x08) return null;
  let offset = 0;
  let at = 1;
  for (let shift = 1; at < bytes.length; shift *= 0x80) {
    const byte = bytes[at] ?? 0;
    at += 1;
    offset += (byte & 0x7f) * shift;
    if (byte < 0x80) break;
  }
  const direction = bytes[at + 1];
  if (bytes[at] !== 0x10 || (direction !== 0 && direction !== 1) || at + 2 !== bytes.length) {
    return null;
  }
  return offset <= MAX_OFFSET ? { offset, before: direction === 1 } : null;
}
