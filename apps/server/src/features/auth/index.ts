// The auth feature (AMENDMENTS A1): Spotify sign-in through our server, sessions, and the
// person's Spotify access token, which the features that call Spotify for them ask it for.
export { authRoutes } from './routes';
export { type AuthService, createAuthService } from './service';
export { sweepExpiredSessions } from './queries';
