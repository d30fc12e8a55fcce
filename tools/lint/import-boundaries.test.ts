// The import boundaries of docs/decisions/009-import-boundaries.md, proved on snippets placed
// at real paths: each snippet imports a real file, so the rule sees resolved paths exactly as
// it does when linting the repository.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd,
  // An unresolved import is invisible to the boundary rule, so an allowed import "passes"
  // only if it also resolves.
  overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
});

async function lintImport(filePath: string, specifier: string): Promise<Linter.LintMessage[]> {
  const code = `import * as target from '${specifier}';\n\nexport default target;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages;
}

function boundaryErrors(messages: Linter.LintMessage[]): string[] {
  return messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await lintImport(
      'apps/web/src/features/vibes/boundary-fixture.ts',
      '../playlist/api/generation-stream',
    );
    expect(boundaryErrors(messages)).toEqual([
      expect.stringContaining('A web feature never imports another feature'),
    ]);
  });

  it('refuses shared/ importing features/', async () => {
    const messages = await lintImport(
      'apps/web/src/shared/lib/boundary-fixture.ts',
      '../../features/playlist/api/generation-stream',
    );
    expect(boundaryErrors(messages)).toEqual([
      expect.stringContaining('shared/ imports neither features/ nor app/'),
    ]);
  });

  it('lets a feature import shared/', async () => {
    const messages = await lintImport(
      'apps/web/src/features/playlist/api/boundary-fixture.ts',
      '../../../shared/lib/api-client',
    );
    expect(messages).toEqual([]);
  });

  it('keeps src/test out of product code but open to tests and test-support files', async () => {
    const helper = '../../../test/manual-clock';
    const product = await lintImport('apps/web/src/features/player/state/fixture.ts', helper);
    expect(boundaryErrors(product)).toEqual([
      expect.stringContaining('Product code never imports src/test'),
    ]);
    expect(await lintImport('apps/web/src/features/player/state/fixture.test.ts', helper)).toEqual(
      [],
    );
    expect(
      await lintImport('apps/web/src/features/player/state/fixture.test-support.ts', helper),
    ).toEqual([]);
  });
});

describe('server boundaries', () => {
  it('refuses an integration importing a feature', async () => {
    const messages = await lintImport(
      'apps/server/src/integrations/spotify/boundary-fixture.ts',
      '../../features/vibes',
    );
    expect(boundaryErrors(messages)).toEqual([
      expect.stringContaining('infrastructure (db, integrations, http, lib, config, errors)'),
    ]);
  });

  it("refuses a feature importing another feature's internals", async () => {
    const messages = await lintImport(
      'apps/server/src/features/comments/boundary-fixture.ts',
      '../vibes/service',
    );
    expect(boundaryErrors(messages)).toEqual([expect.stringContaining('only through its index')]);
  });

  it("lets a feature import another feature's index, written as the folder", async () => {
    const messages = await lintImport(
      'apps/server/src/features/comments/boundary-fixture.ts',
      '../vibes',
    );
    expect(messages).toEqual([]);
  });

  it('refuses a cycle: a feature file importing its own index, which imports it back', async () => {
    const messages = await lintImport('apps/server/src/features/vibes/service.ts', '.');
    expect(messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('package boundaries', () => {
  it('refuses core importing another workspace package', async () => {
    const messages = await lintImport(
      'packages/core/src/boundary-fixture.ts',
      '@moodtape/mood-engine',
    );
    expect(boundaryErrors(messages)).toEqual([
      expect.stringContaining('@moodtape/core imports no other workspace package'),
    ]);
  });

  it('lets mood-engine import core', async () => {
    const messages = await lintImport(
      'packages/mood-engine/src/boundary-fixture.ts',
      '@moodtape/core',
    );
    expect(messages).toEqual([]);
  });
});
