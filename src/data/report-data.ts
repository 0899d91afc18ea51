import { useEffect, useState } from 'react';
import type { RateRow } from '../domain/exchange-rates';
import { planTotal } from '../domain/bill-math';
import type { ReportAccount, ReportBill, ReportBudgetCode, ReportData, ReportFlow, ReportInstrument } from '../domain/reports/inputs';
import type { DeviceRow, PortalDb } from './db';
import { useLocal } from './local';
import { onTableWrites, TableCache } from './table-cache';

// What the finance reports read (docs/areas/reports.md): the four mirrored collections straight from
// Dexie, converted once to minor units. Nothing is fetched: a report opens the same offline.
//
// The converted rows are kept in memory, one cache per PortalDb: the first read reads the four
// tables whole (all companies; a company's data is filtered from them), every later read only the
// rows written since. Dexie announces each committed write, in this tab or another, with the keys
// it touched (its `storagemutated` event, which liveQuery runs on); the cache notes those keys and
// re-reads just them with bulkGet. A write of a range or a clear marks the whole table.

/**
 * One string per id: a bill's or flow's account, a flow's bill and every record's company are the
 * very strings the named records carry as their ids. A report joins flows to bills and both to
 * accounts by id many thousand times; a Map finds a key that is the same string at once, where a
 * copy read separately from IndexedDB costs a comparison of its characters (and its own memory).
 */
type Intern = (id: string) => string;

function interner(): Intern {
  const known = new Map<string, string>();
  return (id) => {
    const same = known.get(id);
    if (same !== undefined) return same;
    known.set(id, id);
    return id;
  };
}

/** A record's company and account, interned: the ids a report filters and joins by. */
function owners(row: { sirket: string; cariHesap: string }, intern: Intern): { sirket: string; cariHesap: string } {
  return { sirket: intern(row.sirket), cariHesap: intern(row.cariHesap) };
}

function reportBill(bill: DeviceRow<'fatura'>, intern: Intern): ReportBill {
  const odemePlani = bill.odemePlani.map((line) => ({ tarih: line.tarih, miktar: line.miktar }));
  return {
    id: intern(bill._id),
    tip: bill.tip,
    faturaTip: bill.faturaTip,
    faturaProformaNo: bill.faturaProformaNo,
    tarih: bill.tarih,
    dovizCinsi: bill.dovizCinsi,
    ...owners(bill, intern),
    // A bill made on this device has no server totals yet: its plan adds up to its total (docs/architecture.md §7).
    odenecekTutar: bill.toplamlar ? bill.toplamlar.odenecekTutar : planTotal(odemePlani),
    odemePlani,
    kalemler: bill.kalemler.map((line) => ({ butceKodu: intern(line.butceKodu), tutar: line.tutar })),
  };
}

function reportFlow(flow: DeviceRow<'nakitAkis'>, intern: Intern): ReportFlow {
  return {
    id: flow._id,
    tip: flow.tip,
    tarih: flow.tarih,
    miktar: flow.miktar,
    dovizCinsi: flow.dovizCinsi,
    ...owners(flow, intern),
    fatura: flow.fatura ? intern(flow.fatura) : null,
    odemeYontemi: flow.odemeYontemi,
  };
}

/** An account with its company, which the reports' record does not carry but the filter needs. */
type CachedAccount = ReportAccount & { sirket: string };

function reportAccount(account: DeviceRow<'cariHesap'>, intern: Intern): CachedAccount {
  return { id: intern(account._id), unvan: account.unvan, cariTip: account.cariTip, sirket: intern(account.sirket) };
}

function reportBudgetCode(code: DeviceRow<'butceKodu'>, intern: Intern): ReportBudgetCode {
  return { id: intern(code._id), kod: code.kod, adi: code.adi, tip: code.tip };
}

function reportInstrument(instrument: DeviceRow<'cekSenet'>, intern: Intern): ReportInstrument {
  return {
    id: instrument._id,
    tur: instrument.tur,
    yon: instrument.yon,
    durum: instrument.durum,
    seriNo: instrument.seriNo,
    vadeTarihi: instrument.vadeTarihi,
    miktar: instrument.miktar,
    dovizCinsi: instrument.dovizCinsi,
    ...owners(instrument, intern),
  };
}

function reportRate(row: DeviceRow<'kur'>): RateRow {
  return { tarih: row.tarih, dovizCinsi: row.dovizCinsi, dovizAlis: Number(row.dovizAlis) };
}

const TABLES = ['fatura', 'nakitAkis', 'cariHesap', 'butceKodu', 'kur', 'cekSenet'] as const;
type ReportTable = (typeof TABLES)[number];

type Listener = () => void;

/** The reports' data of one device database, kept current with the writes Dexie announces. */
class ReportCache {
  /** Shared by the four tables (ids are never reused, so it only grows; it goes with the cache). */
  private readonly intern = interner();
  private readonly bills = new TableCache('fatura', (row) => reportBill(row, this.intern));
  private readonly flows = new TableCache('nakitAkis', (row) => reportFlow(row, this.intern));
  private readonly accounts = new TableCache('cariHesap', (row) => reportAccount(row, this.intern));
  private readonly codes = new TableCache('butceKodu', (row) => reportBudgetCode(row, this.intern));
  private readonly rates = new TableCache('kur', reportRate);
  private readonly instruments = new TableCache('cekSenet', (row) => reportInstrument(row, this.intern));
  private readonly tables: { [T in ReportTable]: TableCache<T, unknown> } = {
    fatura: this.bills,
    nakitAkis: this.flows,
    cariHesap: this.accounts,
    butceKodu: this.codes,
    kur: this.rates,
    cekSenet: this.instruments,
  };
  /** ReportData per company ('' all), made from the tables as they are; emptied when one changes. */
  private byCompany = new Map<string, ReportData>();
  private built = false;
  private reading: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();
  private notifying = false;
  private readonly stop: () => void;

  constructor(private readonly db: PortalDb) {
    this.stop = onTableWrites(db, TABLES, (table, key) => {
      if (key === null) this.tables[table].markAll();
      else this.tables[table].mark(key);
    }, () => this.changed(), () => forgetReportData(db));
  }

  private changed(): void {
    if (this.notifying || this.listeners.size === 0) return;
    // Coalesced: a sync writes page after page, the screens refresh once per turn.
    this.notifying = true;
    setTimeout(() => {
      this.notifying = false;
      for (const listener of this.listeners) listener();
    }, 0);
  }

  /** Called after a write to the reports' tables (once per turn, however many writes). */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What the cache holds for the company, without reading: possibly behind the latest writes. */
  peek(sirket: string): ReportData | undefined {
    return this.built ? this.dataOf(sirket) : undefined;
  }

  /** The company's data with every write so far. */
  async read(sirket: string): Promise<ReportData> {
    // One read at a time; a read that starts while another runs waits and reads what is left.
    while (this.reading) await this.reading.catch(() => undefined);
    const pending = this.refresh();
    this.reading = pending;
    try {
      await pending;
    } finally {
      this.reading = null;
    }
    return this.dataOf(sirket);
  }

  private async refresh(): Promise<void> {
    const changed = await Promise.all([
      this.bills.refresh(this.db),
      this.flows.refresh(this.db),
      this.accounts.refresh(this.db),
      this.codes.refresh(this.db),
      this.rates.refresh(this.db),
      this.instruments.refresh(this.db),
    ]);
    if (changed.some(Boolean)) this.byCompany = new Map();
    this.built = true;
  }

  private dataOf(sirket: string): ReportData {
    let data = this.byCompany.get(sirket);
    if (!data) {
      const mine = (record: { sirket: string }) => sirket === '' || record.sirket === sirket;
      const pick = <T extends { sirket: string }>(rows: Map<string, T>) => (sirket === '' ? [...rows.values()] : [...rows.values()].filter(mine));
      data = {
        bills: pick(this.bills.rows),
        flows: pick(this.flows.rows),
        accounts: pick(this.accounts.rows).map((account): ReportAccount => ({ id: account.id, unvan: account.unvan, cariTip: account.cariTip })),
        budgetCodes: [...this.codes.rows.values()],
        rates: [...this.rates.rows.values()],
        instruments: pick(this.instruments.rows),
      };
      this.byCompany.set(sirket, data);
    }
    return data;
  }

  close(): void {
    this.stop();
    this.listeners.clear();
  }
}

const caches = new WeakMap<PortalDb, ReportCache>();

function cacheOf(db: PortalDb): ReportCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReportCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** Drops the device's report cache (the next read reads everything again): benches, tests, sign-out. */
export function forgetReportData(db: PortalDb): void {
  caches.get(db)?.close();
  caches.delete(db);
}

/** Every live bill, cash flow and account of one company ('' for all on the device), and the chart. */
export function loadReportData(db: PortalDb, sirket: string): Promise<ReportData> {
  return cacheOf(db).read(sirket);
}

/**
 * The reports' data, live: `undefined` while the device database opens (after the layout's first
 * render, docs/architecture.md §2) and while the first read runs (never waits on the network).
 * What the device's cache already holds shows at once (the dashboard's finance card fills it),
 * and is read again after every write to the four collections.
 */
export function useReportData(sirket: string): ReportData | undefined {
  const local = useLocal();
  const db = local?.db;
  const [state, setState] = useState<{ db: PortalDb; sirket: string; data: ReportData }>();
  useEffect(() => {
    if (!db) return;
    const cache = cacheOf(db);
    let live = true;
    const refresh = () => {
      cache.read(sirket).then(
        (data) => {
          if (live) setState((previous) => (previous?.db === db && previous.sirket === sirket && previous.data === data ? previous : { db, sirket, data }));
        },
        // The database was closed (signed out): nothing to show any more.
        () => undefined,
      );
    };
    const unsubscribe = cache.subscribe(refresh);
    refresh();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [db, sirket]);
  if (!db) return undefined;
  if (state?.db === db && state.sirket === sirket) return state.data;
  return cacheOf(db).peek(sirket);
}
