// Run by the build (apps/server/build.mjs) after bundling: see pglite-template.ts.
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../paths';
import { makePgliteTemplate } from './pglite-template';

const started = performance.now();
if (await makePgliteTemplate(PGLITE_TEMPLATE_DIR, MIGRATIONS_DIR)) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`Made the embedded database template in ${seconds} s.`);
}
