// TMDB accepts a v3 API key as `?api_key=` or a read access token as
// `Authorization: Bearer <token>`; either one is enough. A missing or wrong credential is
// 401 with status_code 7: https://developer.themoviedb.org/docs/authentication-application
import { single } from '../params';
import type { ResolvedMovieDbOptions } from './options';

type Credentials = Pick<ResolvedMovieDbOptions, 'apiKey' | 'readToken'>;

export function isAuthorized(
  query: Record<string, unknown>,
  authorization: string | undefined,
  credentials: Credentials,
): boolean {
  if (single(query.api_key) === credentials.apiKey) return true;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return token === credentials.readToken;
}
