// Uploaded photos on disk (docs/decisions/011): the database keeps every photo's bytes for all
// instances, and each instance serves a file copy under DATA_DIR/images, addressed by the
// photo's hash and streamed, so serving a photo never reads bytes through the database (on
// PGlite that would hold the one thread every request shares). A missing copy is written from
// the database once, on first request.
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const EXTENSIONS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
type ContentType = keyof typeof EXTENSIONS;
const TYPES = Object.entries(EXTENSIONS) as [ContentType, string][];

export type ImageFile = { contentType: string; size: number; stream(): ReadStream };

export type ImageFiles = ReturnType<typeof createImageFiles>;

export function createImageFiles(dataDir: string) {
  const root = path.join(dataDir, 'images');
  // Two levels, so no folder ever holds more than a few thousand files.
  const folder = (sha256: string) => path.join(root, sha256.slice(0, 2));
  const fileOf = (sha256: string, type: ContentType) =>
    path.join(folder(sha256), `${sha256}.${EXTENSIONS[type]}`);

  async function locate(sha256: string) {
    for (const [type] of TYPES) {
      const file = fileOf(sha256, type);
      const found = await stat(file).catch(() => null);
      if (found) return { file, type, size: found.size };
    }
    return null;
  }

  return {
    // Written under a temporary name and renamed, so a reader never sees half a photo.
    async write(sha256: string, contentType: string, bytes: Uint8Array): Promise<void> {
      if (!(contentType in EXTENSIONS)) throw new Error(`not an image type: ${contentType}`);
      await mkdir(folder(sha256), { recursive: true, mode: 0o700 });
      const target = fileOf(sha256, contentType as ContentType);
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },

    async open(sha256: string): Promise<ImageFile | null> {
      const found = await locate(sha256);
      if (!found) return null;
      const { file, type, size } = found;
      return { contentType: type, size, stream: () => createReadStream(file) };
    },

    async read(sha256: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      const found = await locate(sha256);
      if (!found) return null;
      return { bytes: await readFile(found.file), contentType: found.type };
    },

    async remove(sha256: string): Promise<void> {
      await Promise.all(TYPES.map(([type]) => rm(fileOf(sha256, type), { force: true })));
    },

    // Every copy on disk older than `before`: the sweep removes those no longer stored.
    async *list(before: Date): AsyncGenerator<string> {
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const name of folders) {
        const files = await readdir(path.join(root, name)).catch(() => [] as string[]);
        for (const file of files) {
          const sha256 = /^([0-9a-f]{64})\.\w+$/.exec(file)?.[1];
          if (!sha256) continue;
          const { mtime } = await stat(path.join(root, name, file));
          if (mtime < before) yield sha256;
        }
      }
    },
  };
}
