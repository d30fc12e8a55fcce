// The emulator's accounts pages: the consent dialog and the error page. No script, no inline
// style: they are served under a Content-Security-Policy that forbids both, with the
// stylesheet at /accounts/consent.css. Every echoed value is escaped.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../html';
import { DEMO_ACCOUNTS, type DemoAccount, tierLabel } from './demo-accounts';
import { type SpotifyScope, scopeInWords } from './scopes';

const BADGE = 'Spotify emulator · Moodtape demo';

export type ConsentPageInput = {
  basePath: string;
  appName: string;
  requestId: string;
  scopes: readonly SpotifyScope[];
  redirectUri: URL;
};

export function renderConsentPage(input: ConsentPageInput): string {
  const app = escapeHtml(input.appName);
  const firstPremium = DEMO_ACCOUNTS.find((account) => account.product === 'premium');
  const accounts = DEMO_ACCOUNTS.map((account, index) =>
    accountOption(input.basePath, account, index, account === firstPremium),
  ).join('\n');
  // Spotify's dialog always mentions the public profile, whatever the scopes.
  const abilities = [
    'See your name, username and profile picture',
    ...input.scopes.map(scopeInWords),
  ]
    .map((words) => `<li>${escapeHtml(words)}</li>`)
    .join('\n');
  const body = `<h1>${app} wants to use your Spotify account</h1>
<form method="post" action="${escapeHtml(`${input.basePath}/accounts/authorize`)}">
<input type="hidden" name="request_id" value="${escapeHtml(input.requestId)}">
<fieldset class="accounts">
<legend>Continue as</legend>
${accounts}
</fieldset>
<h2>${app} will be able to</h2>
<ul class="scopes">
${abilities}
</ul>
<p class="note">You will return to <span class="origin">${escapeHtml(input.redirectUri.origin)}</span>.
This is a local stand-in for Spotify: no real account is used and nothing leaves this computer.</p>
<div class="actions">
<button type="submit" name="decision" value="agree" class="primary">Agree</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`;
  return layout(input.basePath, `${input.appName} · Spotify emulator`, body);
}

function accountOption(basePath: string, account: DemoAccount, index: number, checked: boolean) {
  const id = `account-${index}`;
  const avatar = `${basePath}/images/avatars/${encodeURIComponent(account.id)}.svg`;
  // The label holds only the name and tier, so the radio's accessible name is exactly
  // "Ava Rivers (Premium)"; the email is its description.
  return `<div class="account">
<input type="radio" name="account" id="${id}" value="${escapeHtml(account.id)}"${checked ? ' checked' : ''} aria-describedby="${id}-email">
<label for="${id}"><img src="${escapeHtml(avatar)}" alt="" width="40" height="40"><span>${escapeHtml(`${account.display_name} (${tierLabel(account)})`)}</span></label>
<span class="email" id="${id}-email">${escapeHtml(account.email)}</span>
</div>`;
}

export function renderErrorPage(basePath: string, message: string): string {
  const body = `<h1>Something went wrong</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="note">Go back to the app and try again.</p>`;
  return layout(basePath, 'Error · Spotify emulator', body);
}

function layout(basePath: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(`${basePath}/accounts/consent.css`)}">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(`${basePath}/accounts/favicon.svg`)}">
</head>
<body>
<main class="card">
<p class="badge">${escapeHtml(BADGE)}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * Sends a page under a policy with no script and no inline style at all. `formTarget` is
 * where the consent form's answer redirects: browsers apply form-action to that redirect too.
 */
export function sendPage(reply: FastifyReply, status: number, html: string, formTarget?: URL) {
  const formAction = formTarget ? `'self' ${sourceOf(formTarget)}` : "'none'";
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

// CSP host sources cannot name an IPv6 literal such as [::1]; its scheme has to do.
function sourceOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.protocol : url.origin;
}
