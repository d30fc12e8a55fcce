// The vibes feature (spec 4 Vibe, spec 6 Discover): what the app and other features may use.
// Comments ask it whether a vibe may be seen; a username change renames the vibes' creator.
export { vibeRoutes } from './routes';
export { createVibeService, findVisibleVibe } from './service';
export { renameCreator } from './queries';
export { createVibeContentCheck } from './vibe-content';
