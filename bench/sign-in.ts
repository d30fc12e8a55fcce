// Signing in to a running Moodtape as a browser does, with the emulated Spotify account
// chosen on its consent page, and the small helpers a browser-like client needs for writes.
export async function send(
  baseUrl: string,
  path: string,
  init: RequestInit = {},
  session?: string,
) {
  const headers = new Headers(init.headers);
  // A browser's own origin, which the server's cross-site check expects on writes.
  headers.set('origin', baseUrl);
  if (session) headers.set('cookie', `mt_session=${session}`);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
}

export async function expectStatus(answer: Response, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
  }
}

function cookie(answer: Response, name: string): string {
  for (const line of answer.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  throw new Error(`no ${name} cookie in the ${answer.status} answer`);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

// Sign-in: /api/auth/login, the consent page's form answered "agree", then /callback.
export async function signIn(baseUrl: string, account: string): Promise<string> {
  const login = await send(baseUrl, '/api/auth/login');
  await expectStatus(login, 302, 'login');
  const consentUrl = new URL(login.headers.get('location') ?? '', baseUrl);
  const page = await fetch(consentUrl);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!page.ok || !action) throw new Error(`consent page ${page.status}: ${html.slice(0, 300)}`);
  const form = new URLSearchParams();
  for (const input of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    if (name) form.set(name, decode(/value="([^"]*)"/.exec(input[0])?.[1] ?? ''));
  }
  form.set('account', account);
  form.set('decision', 'agree');
  const consent = await fetch(new URL(decode(action), consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = new URL(consent.headers.get('location') ?? '', baseUrl);
  if (callback.origin !== baseUrl) throw new Error(`consent sent us to ${callback.href}`);
  const done = await fetch(callback, {
    headers: { cookie: `mt_login=${cookie(login, 'mt_login')}` },
    redirect: 'manual',
  });
  if (done.headers.get('location') !== '/') {
    throw new Error(`sign-in ended at ${done.headers.get('location')}`);
  }
  const session = cookie(done, 'mt_session');
  // The page then asks for the person's Moodtape username (spec 7 POST /api/users).
  await expectStatus(
    await send(baseUrl, '/api/users', { method: 'POST', body: '{}' }, session),
    200,
    'username',
  );
  return session;
}
