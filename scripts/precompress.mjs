// `node scripts/precompress.mjs <dir>`: writes a brotli (.br, top quality) and a gzip (.gz,
// level 9) copy beside every text file of a built web app, once per build, so the server sends
// them as they are (@fastify/static's preCompressed) instead of compressing on every request at
// the middle quality it can afford on the fly. Every text file gets both copies whatever its
// size, so none of them is left to on-the-fly compression. Fonts and images are compressed
// already, and source maps are not served by default (decision 017).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.wasm',
]);
const COPIES = ['.br', '.gz'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompress(dir) {
  const files = await filesUnder(dir);
  const present = new Set(files);
  // Copies of files a previous build left behind would be served for nothing.
  const stale = files.filter(
    (f) => COPIES.includes(path.extname(f)) && !present.has(f.slice(0, -path.extname(f).length)),
  );
  await Promise.all(stale.map((f) => rm(f)));

  const texts = files.filter((f) => TEXT.has(path.extname(f)));
  let before = 0;
  let after = 0;
  // zlib's asynchronous calls run on libuv's thread pool, so the files share the cores.
  await Promise.all(
    texts.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      before += bytes.length;
      after += br.length;
    }),
  );
  return { files: texts.length, before, after };
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}
const { files, before, after } = await precompress(path.resolve(dir));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.info(`precompressed ${files} files: ${kb(before)} -> ${kb(after)} brotli`);
