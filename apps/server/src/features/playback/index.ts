// The playback feature (spec 4 Playback): play, pause and seek on the person's device.
export { playerRoutes } from './routes';
export { createPlaybackService } from './service';
