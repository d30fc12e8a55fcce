// The suggestions feature: what the app may use of it.
export { suggestionRoutes } from './routes';
export { createSuggestionService } from './service';
export { createSuggestionImages, sweepPosterCache } from './images';
export { monogramRoutes } from './monogram';
