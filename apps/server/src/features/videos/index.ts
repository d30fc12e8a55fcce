// The videos feature: what the app may use of it.
export { videoRoutes } from './routes';
export { createVideoSearch } from './search';
export { sweepVideoCaches } from './queries';
export { createVideoQueries } from './video-queries';
