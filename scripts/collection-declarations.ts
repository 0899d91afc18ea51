import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The collection declarations as data in the production build (docs/architecture.md §2). The sync
 * engine, the device's stores and the outbox read every collection's declaration before the main
 * layout's first render (src/domain/collection-declarations.ts); derived at run time, they would
 * bring every kind's whole definition into the layout's chunk: its checks, list and the domain
 * modules those import (the crew's, the emissions', the bills' math), about 1 KB gzip per kind. The
 * build instead computes src/domain/collections.ts `COLLECTIONS` once, in Node (tsx, as the server
 * runs src/domain), and gives src/domain/collection-declarations.ts that data in place of its
 * import of ./collections: the definitions then load with the screens that import them. Nothing is
 * registered twice: a new kind's one line in COLLECTIONS is in the data of the next build. The dev
 * server and the tests read ./collections.ts as it is.
 */
const READER = resolve('src/domain/collection-declarations.ts');
const DATA = '\0collection-declarations-data';

/** Prints COLLECTIONS as JSON, refusing anything JSON would not keep (a function, a RegExp, a bigint, undefined). */
const PRINT = `
import { COLLECTIONS } from './src/domain/collections.ts';
const check = (value, path) => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (Array.isArray(value)) return value.forEach((item, index) => check(item, path + '.' + index));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) check(item, path + '.' + key);
    return;
  }
  throw new Error(path + ': a declaration holds only data (JSON), not ' + typeof value);
};
check(COLLECTIONS, 'COLLECTIONS');
process.stdout.write(JSON.stringify(COLLECTIONS));
`;

export function collectionDeclarations(): Plugin {
  return {
    name: 'collection-declarations',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer === READER && source === './collections' ? DATA : null;
    },
    load(id) {
      if (id !== DATA) return null;
      const json = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PRINT], { encoding: 'utf8' });
      return `export const COLLECTIONS = JSON.parse(${JSON.stringify(json)});\n`;
    },
  };
}
