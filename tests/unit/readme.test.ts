import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README is what a new reader of a fresh clone has: every file or folder it names is in the
// clone (issue 32 #25: it linked to ../shared/SPEC.md, which a clone does not have).

const README = readFileSync('README.md', 'utf8');

/** Paths into the repository (or out of it) the README names in code spans, without patterns (`src/features/*`). */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`((?:\.\.\/)*(?:[\w-]+\/)*[\w.-]+\.?[\w]*\/?)`/g)]
    .map(([, path]) => path!)
    .filter((path) => path.startsWith('../') || /^(src|server|tests|scripts|bench|public|docs|\.ci)\//.test(path));
}

describe('the README', () => {
  it('names only files and folders a clone has', () => {
    const paths = namedPaths(README);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('points outside the repository nowhere', () => {
    expect(namedPaths(README).filter((path) => path.startsWith('../'))).toEqual([]);
    expect(README).not.toMatch(/\]\(\.\.\//);
  });

  it('is caught by its check when it names a file a clone lacks', () => {
    const named = namedPaths('see `../nowhere/SPEC.md`, `src/domain/spec.md` and `src/domain/money.ts`');
    expect(named).toEqual(['../nowhere/SPEC.md', 'src/domain/spec.md', 'src/domain/money.ts']);
    expect(named.filter((path) => !existsSync(path))).toEqual(['../nowhere/SPEC.md', 'src/domain/spec.md']);
  });
});
