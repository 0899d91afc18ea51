import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LANDSCAPE_PAGE_RULE, usePrintPage } from '../../src/ui/print-page';

// A report prints A4 landscape; once it is left, other pages (the bank order letter, A4 portrait)
// print their own way: the report's @page rule is there only while a report page is mounted.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Report() {
  usePrintPage(LANDSCAPE_PAGE_RULE);
  return null;
}

const pageRules = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((text) => text.includes('@page'));

describe("the report's print page", () => {
  it('is in place while a report is mounted and gone after', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    expect(pageRules()).toEqual([]);
    await act(async () => root.render(<Report />));
    expect(pageRules()).toEqual([LANDSCAPE_PAGE_RULE]);
    expect(LANDSCAPE_PAGE_RULE).toContain('A4 landscape');
    await act(async () => root.unmount());
    expect(pageRules()).toEqual([]);
    host.remove();
  });
});
