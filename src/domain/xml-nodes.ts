// Reading a document parsed by fast-xml-parser (attributes as `@name`, text beside attributes as
// `#text`): the e-Fatura's UBL (e-invoice.ts) and a bank's camt.053 statement (statements/camt053.ts).

type Node = Record<string, unknown>;

/** The node at `path` below `node`, the first of each repeated element on the way; undefined if none. */
export const child = (node: unknown, ...path: string[]): unknown => {
  let current = node;
  for (const name of path) {
    if (Array.isArray(current)) current = current[0];
    current = current && typeof current === 'object' ? (current as Node)[name] : undefined;
  }
  return current;
};

/** Every `name` element below `node`: a repeated one's list, a single one alone, or none. */
export const list = (node: unknown, name: string): unknown[] => {
  const value = child(node, name);
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};

/** An element's text, trimmed (a number parsed as one read back as written); '' if it has none. */
export const text = (node: unknown): string => {
  const value = node && typeof node === 'object' && !Array.isArray(node) ? (node as Node)['#text'] : node;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/** An attribute's text, trimmed; '' if it has none. */
export const attribute = (node: unknown, name: string): string =>
  node && typeof node === 'object' ? text((node as Node)[`@${name}`]) : '';
