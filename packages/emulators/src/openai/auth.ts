// API keys as OpenAI checks them: a Bearer token is required; with `apiKey` configured, only
// that one is accepted. The texts are the real API's.
import { openAiError } from './errors';

export function checkApiKey(header: string | undefined, apiKey: string | undefined) {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!key) {
    return openAiError(
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      'invalid_request_error',
    );
  }
  if (apiKey !== undefined && key !== apiKey) {
    // The real API shows the key's start and end only.
    const shown = key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : '*****';
    return openAiError(
      `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      null,
      'invalid_api_key',
    );
  }
  return null;
}
