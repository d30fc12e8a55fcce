// The Save to Spotify feature (spec 5): what the app may use of it.
export { spotifyPlaylistRoutes } from './routes';
export { createSpotifyExport } from './service';
