// The comments feature (spec 4 Comments): what the app may use of it.
export { commentRoutes } from './routes';
export { createCommentService } from './service';
