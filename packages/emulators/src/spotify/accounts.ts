// Spotify's accounts service, the browser side: /authorize shows the consent page and its
// form answers with a redirect carrying a code or an error.
// https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendFault, statusText } from '../faults';
import { fieldsOf } from '../params';
import { checkAuthorizeParams } from './authorize-request';
import { renderConsentPage, renderErrorPage, sendPage } from './consent-page';
import { CONSENT_CSS } from './consent-styles';
import { findDemoAccount } from './demo-accounts';
import { checkRedirectUri, redirectWith } from './redirect-uri';
import type { SpotifyStore } from './store';

export type AccountsRoutesOptions = { store: SpotifyStore; basePath: string };

const EMULATOR_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1ed760"/><path d="M8 12c6-2 12-1.5 16 1M9 16.5c5-1.5 10-1 13.5 1M10 21c4-1 8-.6 11 1" stroke="#121212" stroke-width="2.4" fill="none" stroke-linecap="round"/></svg>';

export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, options) => {
  const { store, basePath } = options;
  const errorPage = (reply: FastifyReply, status: number, message: string) =>
    sendPage(reply, status, renderErrorPage(basePath, message));
  const redirect = (reply: FastifyReply, to: string) =>
    reply.header('cache-control', 'no-store').redirect(to, 302);

  app.get('/consent.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(CONSENT_CSS),
  );

  // Without an icon of its own the browser asks for /favicon.ico, which is not ours to answer.
  app.get('/favicon.svg', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(EMULATOR_ICON),
  );

  app.get('/authorize', async (request, reply) => {
    const fault = store.faults.take('authorize');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => errorPage(r, status, `${status}: ${statusText(status)}`),
      });
    }
    const param = fieldsOf(request.query);
    const client = store.findApp(param('client_id') ?? '');
    if (!client) return errorPage(reply, 400, 'INVALID_CLIENT: Invalid client');
    const target = checkRedirectUri(param('redirect_uri'), client.redirectUris);
    // An untrusted redirect URI is never followed: the error stays on this page.
    if (!target.ok) return errorPage(reply, 400, `INVALID_CLIENT: ${target.reason}`);

    const state = param('state');
    const checked = checkAuthorizeParams(
      {
        response_type: param('response_type'),
        scope: param('scope'),
        code_challenge_method: param('code_challenge_method'),
        code_challenge: param('code_challenge'),
      },
      client,
    );
    if (!checked.ok) {
      return redirect(reply, redirectWith(target.uri, { error: checked.error, state }));
    }

    // show_dialog is accepted and ignored: the emulator keeps no browser session, so there
    // is no earlier approval that would let it skip the dialog.
    const requestId = store.savePending({
      clientId: client.clientId,
      redirectUri: target.uri,
      state,
      scopes: checked.scopes,
      codeChallenge: checked.codeChallenge,
    });
    const html = renderConsentPage({
      basePath,
      appName: client.name,
      requestId,
      scopes: checked.scopes,
      redirectUri: target.url,
    });
    return sendPage(reply, 200, html, target.url);
  });

  app.post('/authorize', async (request, reply) => {
    const field = fieldsOf(request.body);
    const requestId = field('request_id') ?? '';
    const pending = store.findPending(requestId);
    if (!pending) {
      return errorPage(reply, 400, 'This sign-in request has expired or was already answered.');
    }
    const decision = field('decision');
    if (decision === 'cancel') {
      store.deletePending(requestId);
      return redirect(
        reply,
        redirectWith(pending.redirectUri, { error: 'access_denied', state: pending.state }),
      );
    }
    if (decision !== 'agree') return errorPage(reply, 400, 'Choose Agree or Cancel.');
    const account = findDemoAccount(field('account') ?? '');
    if (!account) return errorPage(reply, 400, 'Choose one of the demo accounts.');

    store.deletePending(requestId);
    const code = store.issueCode({
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      scopes: pending.scopes,
      codeChallenge: pending.codeChallenge,
      userId: account.id,
    });
    return redirect(reply, redirectWith(pending.redirectUri, { code, state: pending.state }));
  });
};
