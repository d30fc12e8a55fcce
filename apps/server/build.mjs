// Bundles the server into dist/main.js, then makes the embedded database's template
// (src/db/pglite-template.ts) unless the one in dist/ is still right. Workspace packages
// (@moodtape/*) are TypeScript sources and go into the bundle; npm dependencies stay
// external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'make-pglite-template': 'src/db/make-pglite-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@moodtape/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

await import('./dist/make-pglite-template.js');
