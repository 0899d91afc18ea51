import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The paper of a report, the certificate tracker, the crew list and MRV: A4 landscape. */
export const LANDSCAPE_PAGE_RULE = '@page { size: A4 landscape; margin: 12mm; }';

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

/**
 * Whether the page is being printed: from `beforeprint` to `afterprint`, or while print media
 * applies (print preview, emulation). The change is rendered at once (`flushSync`): the browser
 * lays the page out for paper right after `beforeprint` returns.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia('print');
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    // After printing, or when print media comes or goes: whatever the media says now.
    const follow = () => set(media.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', follow);
    media.addEventListener('change', follow);
    if (media.matches) setPrinting(true);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', follow);
      media.removeEventListener('change', follow);
    };
  }, []);
  return printing;
}
