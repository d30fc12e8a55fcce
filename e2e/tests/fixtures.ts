// Every browser test fails on a console error, an uncaught page error, or a request that
// leaves this machine: the product must work offline and quietly.
import { type BrowserContext, type Page, expect, test as base } from '@playwright/test';

type Fixtures = {
  problems: string[];
  // A second person at another browser, watched like the first: `await anotherPage()`.
  anotherPage: () => Promise<Page>;
  // Problems a test provokes on purpose, e.g. the browser's own log line for a 502 answer.
  expectedProblems: RegExp[];
};

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return ['data:', 'blob:', 'about:'].includes(protocol) || hostname === '127.0.0.1';
}

function watch(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

async function guard(context: BrowserContext, problems: string[]) {
  await context.route(
    (url) => !isLocal(url.toString()),
    (route) => {
      problems.push(`outgoing request: ${route.request().url()}`);
      return route.abort();
    },
  );
  context.on('page', (page) => watch(page, problems));
}

export const test = base.extend<Fixtures>({
  expectedProblems: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  problems: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, problems }, use) => {
    await guard(context, problems);
    await use(context);
  },
  anotherPage: async ({ browser, baseURL, problems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
      contexts.push(context);
      await guard(context, problems);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  page: async ({ page, problems, expectedProblems }, use) => {
    await use(page);
    const unexpected = problems.filter((p) => !expectedProblems.some((re) => re.test(p)));
    expect(unexpected, 'console errors, page errors or outgoing requests').toEqual([]);
  },
});

export { expect };
