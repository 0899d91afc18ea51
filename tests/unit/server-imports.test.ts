import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server imports src/domain only (docs/architecture.md): the lint rule for server/ catches
// every path into src/ but src/domain, relative ones included (issue 45 #7: it caught none).

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages of a server module that imports `from`. */
async function refusals(from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export { x } from '${from}';\n`, { filePath: 'server/routes/probe.ts' });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint rule on server imports', () => {
  it.each([
    '../../src/data/db',
    '../../src/data',
    '../../../src/ui/notify',
    '../src/main',
    '../../src',
    '../../src/locales/en/messages.po',
    '../../src/domain/../features/bills/bill-form-page',
    'src/app/pages',
  ])(
    'refuses %s',
    async (from) => {
      expect(await refusals(from)).toEqual([
        `'${from}' import is restricted from being used by a pattern. The server imports src/domain only (docs/architecture.md §1).`,
      ]);
      // The first lint loads the project's whole configuration: seconds on a busy machine.
    },
    60_000,
  );

  it.each(['../../src/domain/money', '../../../src/domain/bill', '../../src/domain', './local-module'])('allows %s', async (from) => {
    expect(await refusals(from)).toEqual([]);
  });
});
