// One Lighthouse performance audit of a page, in a Chromium of its own (the system's, never a
// downloaded one), reduced to the figures the web benchmark prints.
import { launch } from 'chrome-launcher';
import lighthouse, { type Result, desktopConfig } from 'lighthouse';

export type Mode = 'mobile' | 'desktop';

export type Opportunity = { title: string; ms: number; bytes: number };

export type Audit = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  // What the scripts the page loads cost on the wire (brotli as sent) and once decoded.
  scriptBytes: number;
  scriptDecodedBytes: number;
  scriptCount: number;
  opportunities: Opportunity[];
  warnings: string[];
  benchmarkIndex: number;
  html: string;
};

// Debian's Chromium; CHROME_PATH picks another.
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

type NetworkRequest = { resourceType?: string; transferSize?: number; resourceSize?: number };

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function scripts(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as NetworkRequest[]) : [];
  return items.filter((item) => item.resourceType === 'Script');
}

// Lighthouse's own suggestions, the costliest first.
function opportunities(lhr: Result): Opportunity[] {
  return Object.values(lhr.audits)
    .flatMap((audit) => {
      const details = audit.details;
      if (details?.type !== 'opportunity' || (audit.score ?? 1) >= 0.9) return [];
      const ms = details.overallSavingsMs ?? 0;
      const bytes = details.overallSavingsBytes ?? 0;
      return ms > 0 || bytes > 0 ? [{ title: audit.title, ms, bytes }] : [];
    })
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes);
}

// Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART and the
// like); such a run is run again, at most twice.
const ATTEMPTS = 3;
class LighthouseRunError extends Error {}

export type AuditOptions = {
  // Readies the fresh Chromium (listening on that port) before the page is loaded.
  prepare?: (chromePort: number) => Promise<void>;
  // How long Lighthouse waits for the network to fall quiet (its default: 45 s).
  maxWaitForLoadMs?: number;
};

export async function audit(url: string, mode: Mode, options: AuditOptions = {}): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, mode, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      console.info(`    (${mode} run again: ${error.message})`);
    }
  }
}

async function auditOnce(url: string, mode: Mode, options: AuditOptions): Promise<Audit> {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    await options.prepare?.(chrome.port);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(options.maxWaitForLoadMs ? { maxWaitForLoad: options.maxWaitForLoadMs } : {}),
      },
      mode === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
    const js = scripts(lhr);
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      totalBytes: numeric(lhr, 'total-byte-weight'),
      scriptBytes: js.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      scriptDecodedBytes: js.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
      scriptCount: js.length,
      opportunities: opportunities(lhr),
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      html: String(result.report),
    };
  } finally {
    chrome.kill();
  }
}
