// Fills empty English translations of the catalogs from other .po files (for instance a catalog of
// a branch being merged, or the catalogs before messages moved between them):
//   node scripts/fill-translations.mjs old-en-catalog.po [more.po ...]
// Entries are matched by msgid (and msgctxt); only empty msgstr are filled, nothing is overwritten.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const entryKey = (entry) => `${entry.match(/^msgctxt (.*)$/m)?.[1] ?? ''}\u0000${entry.match(/^msgid (.*)$/m)?.[1] ?? ''}`;
const translations = new Map();
for (const source of process.argv.slice(2)) {
  for (const entry of readFileSync(source, 'utf8').split(/\n\n/)) {
    const msgstr = entry.match(/^msgstr ("(?:.|\n")*)$/m)?.[1];
    if (/^msgid "(.+)"/m.test(entry) && msgstr && msgstr !== '""') translations.set(entryKey(entry), msgstr);
  }
}
let filled = 0;
for (const file of readdirSync('src/locales/en').filter((name) => name.endsWith('.po'))) {
  const path = `src/locales/en/${file}`;
  const entries = readFileSync(path, 'utf8').split(/\n\n/);
  const out = entries.map((entry) => {
    if (!/^msgstr ""$/m.test(entry) || /^msgstr ""\n"/m.test(entry)) return entry;
    const found = translations.get(entryKey(entry));
    if (!found) return entry;
    filled += 1;
    return entry.replace(/^msgstr ""$/m, `msgstr ${found}`);
  });
  writeFileSync(path, out.join('\n\n'));
}
console.log(`filled ${filled} translations; run npm run i18n:extract to format the catalogs`);
