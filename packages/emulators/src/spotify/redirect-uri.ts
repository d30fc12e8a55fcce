// Spotify's redirect URI rules since 27 November 2025 (AMENDMENTS A1):
// https://developer.spotify.com/documentation/web-api/concepts/redirect_uri
// https is required, except plain http to a loopback IP literal; `localhost` is refused
// whatever the scheme, because the name can be made to point anywhere.
export type RedirectUriCheck =
  | { ok: true; uri: string; url: URL }
  | { ok: false; reason: 'Invalid redirect URI' | 'Insecure redirect URI' };

const LOOPBACK_LITERALS = new Set(['127.0.0.1', '[::1]']);

export function checkRedirectUri(
  value: string | undefined,
  registered: readonly string[],
): RedirectUriCheck {
  if (!value) return { ok: false, reason: 'Invalid redirect URI' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'Invalid redirect URI' };
  }
  if (!isSecure(url)) return { ok: false, reason: 'Insecure redirect URI' };
  // Exact string match, as Spotify does: no normalising of case, slashes or ports.
  if (!registered.includes(value)) return { ok: false, reason: 'Invalid redirect URI' };
  return { ok: true, uri: value, url };
}

function isSecure(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_LITERALS.has(host);
}

/** The redirect target with the given parameters added to its own query. */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}
