// `npm run bench -- web`: Lighthouse's performance audit of the page, as a phone
// (Lighthouse's default: a mid-range phone on a slow 4G link, simulated throttling) and as a
// desktop (its desktop preset), RUNS times each, in Debian's Chromium: signed out, then
// signed in with last time's playlist kept in the browser (web-signed-in.ts). Prints the
// median of each figure: score, FCP, LCP, TBT, CLS, bytes on the wire (all, and the scripts
// the page loads, brotli as sent), and Lighthouse's costliest suggestions; saves the median
// run's report as HTML. The built product runs as its own process, every outside service
// emulated (the web app and the server are rebuilt first when their sources are newer).
// BENCH_WEB_URL=<url> audits the signed-out page of a Moodtape already running instead. A
// measurement: figures against the targets, the exit code stays 0.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newest } from '../scripts/newest.mjs';
import { type Audit, type AuditOptions, type Mode, audit } from './lighthouse';
import { ROOT, type ServerProcess, ensureServerBuilt, startServer } from './server-process';
import { median } from './stats';
import { signedInPage } from './web-signed-in';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
// The goals of issue 15 the page is measured against.
const TARGETS: Record<Mode, { score: number; lcpMs?: number; tbtMs?: number; cls?: number }> = {
  mobile: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  desktop: { score: 99 },
};
const SCRIPT_TARGET_BYTES = 100 * 1024;
const SIGNED_IN_WAIT_MS = 10_000;

// What the web app's build is made from; the build ends with precompressed copies, so a
// page without its brotli copy is a build to redo too.
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/core/src',
  'scripts/precompress.mjs',
  'package-lock.json',
];
const WEB_BUILT = path.join(ROOT, 'apps/web/dist/index.html.br');

function ensureWebBuilt() {
  const built = existsSync(WEB_BUILT) ? statSync(WEB_BUILT).mtimeMs : 0;
  const sources = Math.max(...WEB_SOURCES.map((s) => newest(path.join(ROOT, s))));
  if (sources <= built) return;
  console.info('Building the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@moodtape/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the web build failed (${result.status})`);
}

const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ok' : ' MISSED');

// The run whose score is the median one: its suggestions and report stand for the mode.
function medianRun(runs: Audit[]): Audit {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] as Audit;
}

type Page = { name: string; url: string } & AuditOptions;

function summary(page: Page, mode: Mode, runs: Audit[], reportFile: string): string {
  const m = (pick: (a: Audit) => number) => median(runs.map(pick));
  const target = TARGETS[mode];
  const score = m((a) => a.score);
  const lcp = m((a) => a.lcpMs);
  const tbt = m((a) => a.tbtMs);
  const cls = m((a) => a.cls);
  const js = m((a) => a.scriptBytes);
  const lines = [
    `  ${mode}: median of ${runs.length} runs (scores ${runs.map((a) => a.score).join(', ')}; ` +
      `CPU benchmark index ${Math.round(m((a) => a.benchmarkIndex))})`,
    `    score        ${score}  (target >= ${target.score})${mark(score >= target.score)}`,
    `    FCP          ${ms(m((a) => a.fcpMs))}`,
    `    LCP          ${ms(lcp)}${target.lcpMs ? `  (target <= ${ms(target.lcpMs)})${mark(lcp <= target.lcpMs)}` : ''}`,
    `    TBT          ${ms(tbt)}${target.tbtMs !== undefined ? `  (target <= ${ms(target.tbtMs)})${mark(tbt <= target.tbtMs)}` : ''}`,
    `    CLS          ${cls.toFixed(3)}${target.cls !== undefined ? `  (target <= ${target.cls})${mark(cls <= target.cls)}` : ''}`,
    `    Speed Index  ${ms(m((a) => a.speedIndexMs))}`,
    `    transferred  ${kb(m((a) => a.totalBytes))} in all`,
    `    scripts      ${kb(js)} on the wire, ${kb(m((a) => a.scriptDecodedBytes))} decoded, ` +
      `${m((a) => a.scriptCount)} files  (target <= ${kb(SCRIPT_TARGET_BYTES)})${mark(js <= SCRIPT_TARGET_BYTES)}`,
  ];
  const typical = medianRun(runs);
  const top = typical.opportunities.slice(0, 3);
  lines.push(
    top.length === 0
      ? '    suggestions  none'
      : `    suggestions  ${top
          .map(
            (o) =>
              `${o.title} (${[o.ms > 0 ? `~${ms(o.ms)}` : '', o.bytes > 0 ? kb(o.bytes) : ''].filter(Boolean).join(', ')})`,
          )
          .join('\n                 ')}`,
  );
  for (const warning of new Set(runs.flatMap((a) => a.warnings))) {
    // Expected where the wait is cut short on purpose; said once, below.
    if (page.maxWaitForLoadMs && warning.startsWith('The page loaded too slowly')) continue;
    lines.push(`    warning      ${warning}`);
  }
  if (page.maxWaitForLoadMs) {
    lines.push(
      `    note         waited ${ms(page.maxWaitForLoadMs)} at most for the network to fall quiet`,
    );
  }
  lines.push(`    report       ${reportFile}`);
  return lines.join('\n');
}

async function measure(page: Page, reports: string) {
  console.info(`\nLighthouse ${RUNS}x per mode on ${page.url}: ${page.name}`);
  for (const mode of ['mobile', 'desktop'] as const) {
    const runs: Audit[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(page.url, mode, page));
    const slug = page.name.replace(/[^a-z]+/g, '-');
    const reportFile = path.join(reports, `web-${slug}-${mode}.html`);
    await writeFile(reportFile, medianRun(runs).html);
    console.info(`\n${summary(page, mode, runs, reportFile)}`);
  }
}

const reports = await mkdtemp(path.join(tmpdir(), 'moodtape-lighthouse-'));
const external = process.env.BENCH_WEB_URL;
if (external) {
  await measure({ name: 'signed out', url: external }, reports);
} else {
  ensureWebBuilt();
  ensureServerBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-bench-'));
  let server: ServerProcess | null = null;
  try {
    server = await startServer({
      logFile: path.join(dataDir, 'server.log'),
      env: { DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100' },
    });
    const url = `${server.baseUrl}/`;
    await measure({ name: 'signed out', url }, reports);
    const returning = await signedInPage(server.baseUrl);
    // The emulated player's event stream stays open (the real SDK uses a WebSocket, which
    // Lighthouse does not wait for), so the network never falls quiet: waiting is cut short.
    await measure(
      {
        name: 'signed in, last playlist kept',
        url,
        prepare: returning.prepare,
        maxWaitForLoadMs: SIGNED_IN_WAIT_MS,
      },
      reports,
    );
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
