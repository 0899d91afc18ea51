// The shape of an e-Fatura's XML counted before it is parsed (docs/areas/e-invoice.md): counts of
// elements, attributes, lines and depth in one pass over its text; no money.

/**
 * What an invoice may hold before it is parsed (docs/areas/e-invoice.md), far beyond a real one: a bill holds
 * at most 500 lines (`InvoiceLine`), a UBL-TR line about 40 elements and a dozen attributes. A
 * document past them is refused by a linear scan before any tree is built (`eInvoiceTooComplex`,
 * `tooManyInvoiceLines`), so a hostile one (a million attributes) costs a pass over its text.
 */
export interface UblLimits {
  lines: number;
  elements: number;
  attributes: number;
  attributesPerElement: number;
  depth: number;
}

export const UBL_LIMITS: Readonly<UblLimits> = {
  lines: 500,
  elements: 50_000,
  attributes: 20_000,
  attributesPerElement: 32,
  depth: 64,
};

/**
 * The shape of the XML counted in one pass over its text (elements, attributes, depth and
 * `InvoiceLine`s), stopping at the first limit passed: its error, or null within the limits.
 * Comments, CDATA and processing instructions are skipped; quoted values may hold `>`.
 */
export function ublShapeError(xml: string, limits: Readonly<UblLimits> = UBL_LIMITS): 'eInvoiceTooComplex' | 'tooManyInvoiceLines' | null {
  let elements = 0;
  let attributes = 0;
  let lines = 0;
  let depth = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    const next = xml[at + 1];
    if (next === '!' || next === '?') {
      const close = xml.startsWith('<!--', at) ? '-->' : xml.startsWith('<![CDATA[', at) ? ']]>' : next === '?' ? '?>' : '>';
      const end = xml.indexOf(close, at + 2);
      if (end === -1) return null;
      at = xml.indexOf('<', end + close.length);
      continue;
    }
    if (next === '/') {
      depth -= 1;
      const end = xml.indexOf('>', at);
      if (end === -1) return null;
      at = xml.indexOf('<', end + 1);
      continue;
    }
    // An opening tag: its name, then its attributes (an `=` outside quotes each) up to its `>`.
    elements += 1;
    let i = at + 1;
    while (i < xml.length && !NAME_END.has(xml[i]!)) i += 1;
    const name = xml.slice(at + 1, i);
    if (name === 'InvoiceLine' || name.endsWith(':InvoiceLine')) lines += 1;
    let quote = '';
    let own = 0;
    for (; i < xml.length; i += 1) {
      const c = xml[i]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '=') own += 1;
      else if (c === '>') break;
    }
    if (i >= xml.length) return null;
    attributes += own;
    if (xml[i - 1] !== '/') depth += 1;
    if (lines > limits.lines) return 'tooManyInvoiceLines';
    if (elements > limits.elements || attributes > limits.attributes || own > limits.attributesPerElement || depth > limits.depth) {
      return 'eInvoiceTooComplex';
    }
    at = xml.indexOf('<', i + 1);
  }
  return null;
}

/** What ends a tag's name. */
const NAME_END = new Set([' ', '\t', '\n', '\r', '/', '>']);
