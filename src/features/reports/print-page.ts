import { useEffect } from 'react';

/** A report's paper: A4 landscape. */
export const REPORT_PAGE_RULE = '@page { size: A4 landscape; margin: 12mm; }';

/**
 * Puts an `@page` rule in place while the calling page is mounted, and takes it away after: a
 * global rule in a stylesheet would stay once loaded and turn other pages' prints (the bank order
 * letter, A4 portrait) sideways.
 */
export function usePrintPage(rule: string): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.printPage = '';
    style.textContent = rule;
    document.head.appendChild(style);
    return () => style.remove();
  }, [rule]);
}
