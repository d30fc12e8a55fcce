// Bundles the server into dist/main.js. Workspace packages (@moodtape/*) are TypeScript
// sources and go into the bundle; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
