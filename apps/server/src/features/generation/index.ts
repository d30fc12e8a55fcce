// The generation feature: playlists written by the AI and matched on Spotify as they stream,
// and what every AI call for a person shares (the per-minute limit, the request around a
// playlist), which the videos, theme and suggestions features use too.
export { generationRoutes } from './routes';
export { createPlaylistGeneration } from './service';
export {
  type AiRateLimit,
  type AroundTheMusicRequestReader,
  createAiRateLimit,
  createAroundTheMusicReader,
  sweepAiCallWindows,
} from './ai-calls';
