import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/data/i18n';
import { AGING_CHART_ACCOUNTS, agingChartRows } from '../../src/features/reports/reports/statement';
import { REPORT_PAGE_SIZE, rowList, type ReportRow, type ReportTableModel } from '../../src/features/reports/report-model';
import { ReportTable } from '../../src/features/reports/report-table';
import { tableCsv } from '../../src/features/reports/export-csv';
import type { AgingRow } from '../../src/domain/reports/statement';

// A report of a year's book has a hundred thousand lines: the screen shows a page of them, sorted
// as a whole; print shows them all; the totals stay under every page.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROWS = 250;
/** Rows made so far, by position: the table asks for no more than it shows. */
const asked = new Set<number>();
const made = (i: number): ReportRow => {
  asked.add(i);
  return { id: `r${i}`, cells: { cari: `Firma ${i}`, tutar: i } };
};
const table: ReportTableModel = {
  id: 'main',
  columns: [
    { key: 'cari', label: 'Cari Hesap', kind: 'text' },
    { key: 'tutar', label: 'Tutar', kind: 'money' },
  ],
  // Row i owes i kuruş: the report's order is ascending. Made as asked for, as a statement's lines are.
  rows: {
    length: ROWS,
    slice: (start, end) => Array.from({ length: Math.min(end, ROWS) - start }, (_, i) => made(start + i)),
    all: () => Array.from({ length: ROWS }, (_, i) => made(i)),
  },
  totals: [{ id: 'total', cells: { cari: 'Toplam', tutar: (ROWS * (ROWS - 1)) / 2 } }],
};

let host: HTMLDivElement;
let root: Root;
let printMedia = false;
const mediaListeners = new Set<() => void>();

beforeEach(async () => {
  i18n.activate('tr');
  asked.clear();
  printMedia = false;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === 'print' && printMedia;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <ReportTable table={table} label="Rapor" />
        </MantineProvider>
      </I18nProvider>,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const bodyAccounts = () => [...host.querySelectorAll('tbody tr')].map((row) => row.children[0]!.textContent);
const footerTotal = () => host.querySelector('tfoot tr')!.children[1]!.textContent;
const footer = () => host.querySelector('[data-testid="report-table-footer"]')?.textContent;
const click = async (label: string) => {
  const button = [...host.querySelectorAll('button')].find(
    (candidate) => candidate.getAttribute('aria-label') === label || candidate.textContent === label,
  )!;
  await act(async () => button.click());
};

describe('a report table', () => {
  it('shows a page of rows, pages through them, and keeps the totals under each page', async () => {
    expect(bodyAccounts()).toHaveLength(REPORT_PAGE_SIZE);
    // Only the first page's rows were made.
    expect(Math.max(...asked)).toBe(REPORT_PAGE_SIZE - 1);
    expect(bodyAccounts()[0]).toBe('Firma 0');
    expect(footer()).toBe(`Toplam ${ROWS}, 1-${REPORT_PAGE_SIZE} gösteriliyor`);
    expect(footerTotal()).toBe('311,25');
    await click('Sonraki sayfa');
    expect(bodyAccounts()[0]).toBe(`Firma ${REPORT_PAGE_SIZE}`);
    await click('Son sayfa');
    expect(bodyAccounts()).toHaveLength(ROWS - 2 * REPORT_PAGE_SIZE);
    expect(footer()).toBe(`Toplam ${ROWS}, ${2 * REPORT_PAGE_SIZE + 1}-${ROWS} gösteriliyor`);
    expect(footerTotal()).toBe('311,25');
  });

  it('sorts all rows, not the page, and starts again at the first page', async () => {
    await click('Son sayfa');
    await click('Tutar');
    // Descending: the largest amount of the whole table comes first.
    expect(bodyAccounts()[0]).toBe(`Firma ${ROWS - 1}`);
    expect(footer()).toBe(`Toplam ${ROWS}, 1-${REPORT_PAGE_SIZE} gösteriliyor`);
  });

  it('prints every row', async () => {
    await act(async () => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyAccounts()).toHaveLength(ROWS);
    await act(async () => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyAccounts()).toHaveLength(REPORT_PAGE_SIZE);
    // Print media (a print preview, emulation) shows them all too.
    printMedia = true;
    await act(async () => mediaListeners.forEach((listener) => listener()));
    expect(bodyAccounts()).toHaveLength(ROWS);
  });
});

describe('a column of codes', () => {
  it('shows, sorts and exports each code as its label', async () => {
    const coded: ReportTableModel = {
      id: 'coded',
      columns: [{ key: 'kind', label: 'İşlem', kind: 'text', labels: { fatura: 'Fatura', odeme: 'Ödeme' } }],
      rows: rowList([{ cells: { kind: 'odeme' } }, { cells: { kind: 'fatura' } }, { cells: { kind: 'odeme' } }]),
      totals: [],
    };
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <MantineProvider>
            <ReportTable table={coded} label="Rapor" />
          </MantineProvider>
        </I18nProvider>,
      ),
    );
    expect(bodyAccounts()).toEqual(['Ödeme', 'Fatura', 'Ödeme']);
    await click('İşlem');
    expect(bodyAccounts()).toEqual(['Ödeme', 'Ödeme', 'Fatura']);
    expect(tableCsv(coded)).toBe('\uFEFFİşlem\r\nÖdeme\r\nFatura\r\nÖdeme\r\n');
  });
});

describe("the aging chart's bars", () => {
  const row = (i: number, over90: number): AgingRow => ({
    cariHesap: `c${i}`,
    unvan: `Firma ${i}`,
    dovizCinsi: 'USD',
    buckets: { notDue: 100, d1to30: 0, d31to60: 0, d61to90: 0, over90 },
    total: 100 + over90,
  });

  it('draws the largest accounts and sums the others in one bar', () => {
    const rows = Array.from({ length: AGING_CHART_ACCOUNTS + 3 }, (_, i) => row(i, i * 1000));
    const bars = agingChartRows(rows, (count) => `Diğer hesaplar (${count})`);
    expect(bars).toHaveLength(AGING_CHART_ACCOUNTS + 1);
    expect(bars[0]).toMatchObject({ label: `Firma ${AGING_CHART_ACCOUNTS + 2}`, over90: 120, notDue: 1 });
    // The three smallest (0, 10,00 and 20,00 over 90 days; 1,00 not due each).
    expect(bars.at(-1)).toEqual({ label: 'Diğer hesaplar (3)', notDue: 3, d1to30: 0, d31to60: 0, d61to90: 0, over90: 30 });
  });

  it('draws every account when there are few, and one left over as itself', () => {
    expect(agingChartRows([row(1, 5), row(2, 0)], () => 'x').map((bar) => bar.label)).toEqual(['Firma 1', 'Firma 2']);
    const eleven = Array.from({ length: AGING_CHART_ACCOUNTS + 1 }, (_, i) => row(i, i));
    expect(agingChartRows(eleven, () => 'x').map((bar) => bar.label)).toEqual(eleven.map((_, i) => `Firma ${AGING_CHART_ACCOUNTS - i}`));
  });
});
