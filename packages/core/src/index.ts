// The one entry point of @moodtape/core: entities, API schemas and the spec's pure rules,
// shared by the web and the server.
export * from './entities';
export * from './api/errors';
export * from './api/identity';
export * from './api/auth';
export * from './api/users';
export * from './api/vibes';
export * from './api/comments';
export * from './api/spotify-playlists';
export * from './api/videos';
export * from './api/suggestions';
export * from './api/generation';
export * from './api/health';
export * from './api/player';
export * from './rules/token-clock';
export * from './rules/image-compression';
export * from './rules/playlist-description';
export * from './rules/save-count';
export * from './rules/duration';
export * from './rules/section-expansion';
export * from './rules/video-count';
export * from './rules/ai-json';
export * from './rules/gradient';
export * from './rules/activity-icons';
export * from './rules/username';
export * from './messages';
export * from './rules/song-list';
