import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalDb } from '../../src/data/db';
import { forgetReportData, loadReportData, useReportData } from '../../src/data/report-data';
import { toLocalRow } from '../../src/data/sync/collections';
import { freshDb } from './sync-helpers';

// The reports' screens and the dashboard's finance card read through useReportData: what the
// device's cache holds shows on the first render (no spinner once the cache is warm), and a write
// to the collections shows without leaving the page.

const local = vi.hoisted(() => ({ db: undefined as PortalDb | undefined }));
vi.mock('../../src/data/local', () => ({ useLocal: () => (local.db ? { db: local.db } : null) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COMPANY = '0190f5b2-0000-7000-8000-00000000000a';
const flow = (i: number, miktar: number) =>
  toLocalRow('nakitAkis', {
    _id: `0190f5b2-0000-7000-8003-${String(i).padStart(12, '0')}`,
    version: 1,
    tip: 'odeme',
    tarih: '2026-03-20',
    // As the device keeps it: minor units (`miktar` in major units).
    miktar: miktar * 100,
    dovizCinsi: 'TL',
    sirket: COMPANY,
    cariHesap: '0190f5b2-0000-7000-8001-000000000001',
    fatura: null,
    odemeYontemi: 'havale',
    aciklama: '',
  });

const renders: (number[] | undefined)[] = [];
function Flows() {
  const data = useReportData(COMPANY);
  renders.push(data?.flows.map((row) => row.miktar));
  return null;
}

afterEach(() => {
  if (local.db) {
    forgetReportData(local.db);
    local.db.close();
  }
  local.db = undefined;
  renders.length = 0;
});

describe('useReportData', () => {
  it('shows the warm cache on the first render and a later write after it', async () => {
    const db = await freshDb();
    local.db = db;
    await db.rows('nakitAkis').put(flow(1, 10));
    // The dashboard's finance card read first: the cache is warm.
    await loadReportData(db, COMPANY);

    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Flows />));
    expect(renders[0]).toEqual([1000]);

    await act(async () => {
      await db.rows('nakitAkis').put(flow(2, 5));
    });
    await vi.waitFor(() => expect(renders.at(-1)).toEqual([1000, 500]));
    await act(async () => root.unmount());
  });

  it('reads a cold device once and then shows it', async () => {
    const db = await freshDb();
    local.db = db;
    await db.rows('nakitAkis').put(flow(1, 7));
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Flows />));
    await vi.waitFor(() => expect(renders.at(-1)).toEqual([700]));
    expect(renders[0]).toBeUndefined();
    await act(async () => root.unmount());
  });
});
