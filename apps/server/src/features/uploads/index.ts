// The uploads feature (AMENDMENTS A8): what other features and the app may use. Generation
// reads the photo sent with a prompt; the calls around the music read an uploaded one.
export { uploadRoutes } from './routes';
export { type ImageService, createImageService, sweepUnusedImages } from './service';
export { type ImageFiles, createImageFiles } from './image-files';
export { readGenerationPhoto } from './image-bytes';
