// docs/decisions/018: the web and @moodtape/core use zod/mini; classic zod, which does not
// tree-shake, is refused there and stays open to the server and the emulators.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd });

async function zodErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { z } from '${specifier}';\n\nexport const schema = z.string();\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('zod on the web', () => {
  it('refuses classic zod in the web and in core', async () => {
    for (const file of ['apps/web/src/shared/lib/fixture.ts', 'packages/core/src/api/fixture.ts']) {
      for (const specifier of ['zod', 'zod/v4', 'zod/v4/classic']) {
        expect(await zodErrors(file, specifier)).toEqual([
          expect.stringContaining('use zod/mini (docs/decisions/018)'),
        ]);
      }
    }
  });

  it('lets the web use zod/mini, and the server classic zod', async () => {
    expect(await zodErrors('apps/web/src/shared/lib/fixture.ts', 'zod/mini')).toEqual([]);
    expect(await zodErrors('apps/server/src/lib/fixture.ts', 'zod')).toEqual([]);
  });
});
