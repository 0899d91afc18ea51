// Import cycles are an error (issue 40): in src/ and server/, no module may reach itself through
// its imports. Every import counts: static, type-only (a type cycle still ties the two modules
// together) and dynamic import(). Run by `npm run lint` after ESLint; it reads each file once and
// takes well under a second. eslint-plugin-import-x's no-cycle is not used: it skips type-only
// imports, so four of the five cycles this check found (issue 40) would have passed it.
// The one pattern allowed: a route's lazy half (`src/routes/x.lazy.tsx`, loaded by import() from
// `x.tsx`) names its route's types with `import type` (TanStack Router's code splitting).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folders = ['src', 'server'];

function sources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') sources(path, out);
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

// `import … from '…'`, `import '…'`, `export … from '…'` and `import('…')`; group 1 marks `type`.
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?['"](\.{1,2}\/[^'"]*)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.(m?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(path));
}

function allowed(from, to, typeOnly) {
  return typeOnly && from.endsWith('.lazy.tsx') && to === from.replace(/\.lazy\.tsx$/, '.tsx');
}

const graph = new Map();
for (const file of folders.flatMap((folder) => sources(join(root, folder)))) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const targets = new Set();
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[2] ?? match[3]);
    if (target && !allowed(file, target, Boolean(match[1]))) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one module holds a cycle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function connect(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!state.has(next)) {
      connect(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  }
}
for (const node of graph.keys()) if (!state.has(node)) connect(node);

/** One cycle through the component's first module, for the message. */
function cycleFrom(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [node];
        while (previous.get(path[0])) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

for (const component of components) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  console.error(
    `Import cycle: ${cycleFrom(start, members)
      .map((path) => relative(root, path))
      .join(' → ')}`,
  );
}
if (components.length > 0) {
  console.error(`\n${components.length} import cycle(s): move what both sides need into a module of its own.`);
  process.exit(1);
}
