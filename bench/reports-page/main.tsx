// Runs in headless Chromium over real IndexedDB (bench/reports-browser.bench.ts builds and serves
// it). Seeds the finance rows into a fresh PortalDb, times the cold device read, then each of the
// ten reports "to the first rendered table": the device read (warm cache), the report model
// (the report's build, and the account picker's choices for the statements), and rendering the main
// table (ReportTable) until the next frame is painted. The result is left in window.__reportsResult.
import '../../src/app/mantine-styles';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../src/app/theme';
import { PortalDb, type MirroredRow } from '../../src/data/db';
import { i18n, loadAppMessages, setLanguage } from '../../src/data/i18n';
import { forgetReportData, loadReportData } from '../../src/data/report-data';
import type { ReportFilter } from '../../src/domain/reports/inputs';
import { REPORTS, type ReportId } from '../../src/features/reports/catalog';
import { accountChoices } from '../../src/features/reports/report-page';
import { ReportTable } from '../../src/features/reports/report-table';
import { withTlColumns } from '../../src/features/reports/tl-view';
import { toLocalRow } from '../../src/data/sync/collections';
import { demoExchangeRates } from '../../server/db/demo-exchange-rates';
import { financeRows } from '../lib/finance-rows';

export interface RunTiming {
  /** Milliseconds: t0 to the painted frame, and its parts. */
  totalMs: number;
  readMs: number;
  modelMs: number;
  renderMs: number;
}

export interface ReportTiming {
  id: ReportId;
  /** The first run: a cold JIT, what a user meets opening a report first. */
  first: RunTiming;
  runs: RunTiming[];
  /** Rows of the main table (all pages), and the rows the table put in the DOM. */
  rows: number;
  domRows: number;
  /** Choices of the account picker (statements only). */
  choices?: number;
}

export interface ReportsBenchResult {
  ok: true;
  counts: { accounts: number; bills: number; flows: number };
  seedMs: number;
  /** Cold device reads (forgetReportData first), ms. */
  coldReadMs: number[];
  reports: ReportTiming[];
  userAgent: string;
}

declare global {
  interface Window {
    __reportsResult?: ReportsBenchResult | { ok: false; error: string };
  }
}

const TODAY = '2026-11-23';
const filter: ReportFilter = { sirket: '', from: '2026-01-01', to: '2026-12-31', currency: 'all' };

/** The app's providers (src/app/app.tsx) around the content. */
const frame = (content: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <MantineProvider theme={theme}>{content}</MantineProvider>
  </I18nProvider>
);

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function run(): Promise<ReportsBenchResult> {
  const params = new URLSearchParams(location.search);
  const number = (name: string, fallback: number) => Number(params.get(name) ?? fallback);
  const counts = { accounts: number('accounts', 10_000), bills: number('bills', 50_000), flows: number('flows', 100_000) };
  const runs = Math.max(1, number('runs', 5));
  const coldRuns = Math.max(1, number('coldRuns', 3));
  const only = (params.get('reports') ?? '').split(',').filter(Boolean);
  // BENCH_TL=1: the "all currencies in TL" view (`?tl=true`) as the report page computes it, over a
  // year of daily rates (the demo's) on the device.
  const tl = params.get('tl') === '1';
  // The main layout's state: Turkish, with the screens' catalog (the reports' labels are in it).
  await setLanguage('tr');
  await loadAppMessages();

  let started = performance.now();
  const db = new PortalDb('bench', undefined, `bench-reports-${Date.now()}`);
  const seeded = financeRows(counts);
  await db.rows('butceKodu').bulkPut(seeded.codes as MirroredRow[]);
  await db.rows('cariHesap').bulkPut(seeded.accounts);
  await db.rows('fatura').bulkPut(seeded.bills);
  await db.rows('nakitAkis').bulkPut(seeded.flows);
  if (tl) {
    const rates = demoExchangeRates(TODAY).map((rate, i) =>
      toLocalRow('kur', { ...rate, _id: `0190f5b2-0000-7000-8034-${String(i).padStart(12, '0')}`, version: 1 }),
    );
    await db.rows('kur').bulkPut(rates);
  }
  const seedMs = performance.now() - started;

  const coldReadMs: number[] = [];
  for (let i = 0; i < coldRuns; i += 1) {
    forgetReportData(db);
    started = performance.now();
    await loadReportData(db, '');
    coldReadMs.push(performance.now() - started);
  }

  const container = document.getElementById('root')!;
  const root = createRoot(container);
  // The providers stay mounted, as in the app; only the table mounts and unmounts.
  flushSync(() => root.render(frame(null)));
  await nextPaint();
  const reports: ReportTiming[] = [];
  for (const definition of REPORTS.filter((report) => only.length === 0 || only.includes(report.id))) {
    const { id, side, build } = definition;
    // A report with a chunk of its own (the kur farkı's) is built once that has come, as on its page.
    if ('load' in definition && definition.load) await definition.load();
    const timings: RunTiming[] = [];
    let rows = 0;
    let domRows = 0;
    let choices: number | undefined;
    for (let i = 0; i <= runs; i += 1) {
      const t0 = performance.now();
      const data = await loadReportData(db, '');
      const t1 = performance.now();
      const built = build({ data, filter, account: '', today: TODAY, i18n, companyName: (company) => company });
      const model = tl ? withTlColumns(built, data.rates ?? [], filter.to, i18n) : built;
      if (side) choices = accountChoices(data, side).length;
      const t2 = performance.now();
      const table = model.tables[0]!;
      flushSync(() => root.render(frame(<ReportTable key={`${id}-${i}`} table={table} label={id} />)));
      await nextPaint();
      const t3 = performance.now();
      timings.push({ totalMs: t3 - t0, readMs: t1 - t0, modelMs: t2 - t1, renderMs: t3 - t2 });
      rows = table.rows.length;
      domRows = container.querySelectorAll('tbody tr').length;
      flushSync(() => root.render(frame(null)));
      await nextPaint();
    }
    reports.push({ id, first: timings[0]!, runs: timings.slice(1), rows, domRows, ...(choices === undefined ? {} : { choices }) });
  }
  root.unmount();
  db.close();
  await db.delete();
  return { ok: true, counts, seedMs, coldReadMs, reports, userAgent: navigator.userAgent };
}

const out = document.getElementById('out');
run().then(
  (result) => {
    window.__reportsResult = result;
    if (out) out.textContent = JSON.stringify(result, null, 2);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    window.__reportsResult = { ok: false, error: message };
    if (out) out.textContent = message;
  },
);
