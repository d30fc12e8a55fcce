// The movie database emulator's public face; src/index.ts re-exports from here.
export { movieDbEmulator } from './plugin';
export {
  DEFAULT_TMDB_API_KEY,
  DEFAULT_TMDB_READ_TOKEN,
  TMDB_PREFIX,
  type MovieDbEmulatorOptions,
} from './options';
