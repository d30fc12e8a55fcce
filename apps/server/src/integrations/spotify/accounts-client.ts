// Spotify's accounts service: Authorization Code with PKCE, our server being the client
// (AMENDMENTS A1). https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow
import { type Fetch, requestJson } from './http';
import { type TokenResponse, TokenResponseSchema } from './schemas';

export type SpotifyAccountsClient = ReturnType<typeof createSpotifyAccountsClient>;

export function buildAuthorizeUrl(options: {
  authorizeBaseUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scopes: readonly string[];
}): string {
  const params = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    state: options.state,
    scope: options.scopes.join(' '),
    code_challenge_method: 'S256',
    code_challenge: options.codeChallenge,
    // Spec 6: the consent dialog is always shown.
    show_dialog: 'true',
  });
  return `${options.authorizeBaseUrl}/authorize?${params}`;
}

export function createSpotifyAccountsClient(options: {
  baseUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  fetch: Fetch;
}) {
  const tokenUrl = `${options.baseUrl}/api/token`;

  function post(form: Record<string, string>): Promise<TokenResponse> {
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
    };
    const body = new URLSearchParams(form);
    if (options.clientSecret) {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      headers.authorization = `Basic ${basic}`;
    } else {
      body.set('client_id', options.clientId);
    }
    return requestJson(
      options.fetch,
      'spotify-accounts',
      tokenUrl,
      { method: 'POST', headers, body },
      TokenResponseSchema,
    );
  }

  return {
    exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }) {
      return post({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
    },
    refresh(refreshToken: string) {
      return post({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },
  };
}
