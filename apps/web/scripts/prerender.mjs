// After `vite build` and the server-side build of src/app/prerender.tsx: writes the page's first
// paint into the HTML, so a phone shows the page before any JavaScript has run.
//   dist/index.html   a visitor's page, whole (no session cookie came with the request)
//   dist/member.html  the frame a listener sees while their session is asked for
// The font the first paint uses (Inter, Latin) is preloaded. The server picks the file.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'dist-ssr');
const { render } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);

const font = readdirSync(path.join(dist, 'assets')).find((f) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(f),
);
if (!font) throw new Error('The Latin Inter font is missing from dist/assets');
const preload = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`;

function page(visitor) {
  const html = render(visitor);
  // The page's content security policy allows no inline styles.
  if (/\sstyle="/.test(html)) throw new Error(`The ${visitor} page prerenders an inline style`);
  return template
    .replace('</title>', `</title>\n    ${preload}`)
    .replace(ROOT, `<div id="root" data-visitor="${visitor}">${html}</div>`);
}

writeFileSync(path.join(dist, 'index.html'), page('guest'));
writeFileSync(path.join(dist, 'member.html'), page('member'));
rmSync(ssrDir, { recursive: true, force: true });
console.info(`Prerendered dist/index.html and dist/member.html (font ${font})`);
