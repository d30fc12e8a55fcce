// Addresses that come from the server, the AI or a saved vibe are data, not trusted markup:
// only http(s) becomes a link, so a "javascript:" or "data:" address is never opened.
export function safeLinkUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// Pictures and players may also come from our own origin (AMENDMENTS A7: in demo mode the
// emulators serve posters, thumbnails and the shorts player under a path of ours).
export function safeMediaUrl(raw: string | null | undefined): string | null {
  if (raw && /^\/(?![/\\])/.test(raw)) return raw;
  return safeLinkUrl(raw);
}
