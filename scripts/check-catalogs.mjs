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

// The catalogs of a language load into one table (shell first, then app): one text must read the
// same in both, or the second silently replaces the first ("Ara" as a search box and as a survey).
for (const locale of ['tr', 'en']) {
  const seen = new Map();
  for (const path of catalogs.filter((catalog) => catalog.startsWith(`src/locales/${locale}/`))) {
    for (const entry of readFileSync(path, 'utf8').split(/\n\n/)) {
      const id = entry.match(/^msgid (".*")$/m)?.[1];
      if (!id || id === '""') continue;
      const key = `${entry.match(/^msgctxt (".*")$/m)?.[1] ?? ''}${id}`;
      const text = entry.match(/^msgstr (".*")$/m)?.[1];
      const earlier = seen.get(key);
      if (earlier && earlier.text !== text) problems.push(`${path}: ${id} reads ${text} here but ${earlier.text} in ${earlier.path}`);
      else seen.set(key, { path, text });
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`catalogs complete: ${catalogs.join(', ')}`);
