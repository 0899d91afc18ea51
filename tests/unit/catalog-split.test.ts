import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig, { AREAS, SIGN_IN_UI } from '../../lingui.config';

// The catalogs' split (lingui.config.ts, issue 47 #15): the sign-in and the company choice show
// only `shell` texts, so every shared component they reach must keep its texts in `shell`. Without
// that, the component's texts would be in `app`, not loaded there, and the built app would show
// the messages' ids.

/** The static imports of a source file inside src, resolved to files. */
function imports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, specifier] of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    const base = join(dirname(file), specifier!);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...imports(file));
  }
  return seen;
}

const hasTexts = (file: string) => /\b(?:t|msg)`|\b(?:t|msg)\(\{|<Trans\b|useLingui\(/.test(readFileSync(file, 'utf8'));

describe('catalog split', () => {
  it('keeps the texts of every shared component the sign-in screens reach in the shell catalog', () => {
    const signIn = staticClosure(['src/routes/login.lazy.tsx', 'src/routes/company-choice.lazy.tsx', 'src/app/app.tsx']);
    const shared = [...signIn].filter((file) => file.startsWith('src/ui/') && hasTexts(file));
    expect(shared.length).toBeGreaterThan(0);
    // The records' error keys, which the sign-in never receives, are `app`'s by design
    // (src/ui/records/error-texts.ts).
    const outside = shared.filter((file) => !SIGN_IN_UI.includes(file) && file !== 'src/ui/records/error-texts.ts');
    expect(outside).toEqual([]);
  });

  it('gives every folder of src/features but the sign-in’s an area catalog of its own', () => {
    const paths = (linguiConfig.catalogs ?? []).map((catalog) => catalog.path);
    expect(AREAS).toContain('bills');
    expect(AREAS).not.toContain('auth');
    for (const area of AREAS) expect(paths).toContain(`<rootDir>/src/locales/{locale}/${area}`);
    for (const area of AREAS) expect(existsSync(`src/locales/en/${area}.po`)).toBe(true);
  });
});
