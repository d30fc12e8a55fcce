// Small URL helpers shared by the configuration modules.

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

// The address the server reaches itself at (its mounted emulators), whatever address the
// browser uses: a wildcard listen address is reached over loopback.
export function internalOrigin(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const name = wildcard ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
