// The track-matching feature: finding the AI's songs on Spotify (AMENDMENTS A4). Generation
// matches each song as it streams in; the app wires the matcher once.
export { type MatchResult, type Searcher, type TrackMatcher, createTrackMatcher } from './matcher';
export { trackMatchingRoutes } from './routes';
