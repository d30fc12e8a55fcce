// Paths to files that ship beside the server. This module sits directly in src/, and the
// bundle is dist/main.js, so `..` is the server package in both cases.
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
// Made by the build (db/pglite-template.ts); copied into a data folder that has no database.
export const PGLITE_TEMPLATE_DIR = fileURLToPath(
  new URL('../dist/pglite-template', import.meta.url),
);
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
