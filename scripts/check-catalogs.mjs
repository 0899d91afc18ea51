// Both languages must be complete (the developers' guide): extracts the catalogs afresh from the
// code and fails if a message is missing a translation or the committed catalogs are stale.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const catalogs = ['tr', 'en'].flatMap((locale) =>
  readdirSync(`src/locales/${locale}`)
    .filter((name) => name.endsWith('.po'))
    .map((name) => `src/locales/${locale}/${name}`),
);
const before = catalogs.map((path) => readFileSync(path, 'utf8'));
execSync('npx lingui extract --clean', { stdio: 'pipe' });
const problems = [];

catalogs.forEach((path, index) => {
  const text = readFileSync(path, 'utf8');
  const strip = (po) => po.replace(/^"POT-Creation-Date:.*$/m, '').replace(/^#:.*$/gm, '');
  if (strip(text) !== strip(before[index])) problems.push(`${path} was stale: run npm run i18n:extract and commit it`);
  const entries = text.split(/\n\n/).filter((entry) => /^msgid "(.+)"/m.test(entry));
  for (const entry of entries) {
    if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) {
      problems.push(`${path}: no translation for ${entry.match(/^msgid (.*)$/m)[1]}`);
    }
  }
});

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`catalogs complete: ${catalogs.join(', ')}`);
