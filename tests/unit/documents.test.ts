import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  confirmationStatus,
  confirmationTime,
  documentCodeKey,
  documentSchema,
  hasConfirmed,
  historyAfter,
  keptOnDevice,
  listedNewestFirst,
  revisionError,
} from '../../src/domain/documents';
import { searchDocuments } from '../../src/data/documents';

const FILE = '0190f3a0-0000-7000-8000-000000000001';
const SIRKET = '0190f3a0-0000-7000-8000-0000000000aa';

const issues = (input: unknown) =>
  (v.safeParse(documentSchema, input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));

describe('a document (docs/areas/documents.md)', () => {
  it('a controlled document needs its code; other categories do not', () => {
    const base = { sirket: SIRKET, baslik: 'Acil durum', revizyonTarihi: '2026-01-01', dosya: FILE };
    expect(issues({ ...base, kategori: 'kys-prosedur' })).toEqual([{ path: 'kod', message: 'required' }]);
    expect(issues({ ...base, kategori: 'plan' })).toEqual([]);
  });

  it('every document but an announcement needs its file; an announcement its text or a file', () => {
    const base = { sirket: SIRKET, baslik: 'Duyuru', revizyonTarihi: '2026-01-01' };
    expect(issues({ ...base, kategori: 'sirkuler' })).toEqual([{ path: 'dosya', message: 'required' }]);
    expect(issues({ ...base, kategori: 'duyuru' })).toEqual([{ path: 'metin', message: 'required' }]);
    expect(issues({ ...base, kategori: 'duyuru', metin: 'Cuma tatbikat' })).toEqual([]);
  });

  it('starts at revision 0 as a draft', () => {
    const parsed = v.parse(documentSchema, { sirket: SIRKET, kategori: 'plan', baslik: 'GA', revizyonTarihi: '2026-01-01', dosya: FILE });
    expect(parsed).toMatchObject({ revizyon: 0, durum: 'taslak', kod: '' });
  });

  it('keys codes of controlled documents only, whatever the case or Turkish letters', () => {
    expect(documentCodeKey('kys-prosedur', 'PR-07')).toBe(documentCodeKey('kys-prosedur', ' pr-07 '));
    expect(documentCodeKey('kys-prosedur', 'İŞ-1')).toBe(documentCodeKey('kys-prosedur', 'iş-1'));
    expect(documentCodeKey('plan', 'GA-1')).toBeNull();
  });

  it('a new revision moves the one it replaces, with its file, into the history; the same revision keeps it', () => {
    const existing = {
      revizyon: 1,
      revizyonTarihi: '2025-06-01',
      dosya: 'rev1.pdf',
      gecmis: [{ revizyon: 0, revizyonTarihi: '2025-01-01', dosya: 'rev0.pdf' }],
    };
    expect(historyAfter(existing, { revizyon: 2 })).toEqual([
      { revizyon: 0, revizyonTarihi: '2025-01-01', dosya: 'rev0.pdf' },
      { revizyon: 1, revizyonTarihi: '2025-06-01', dosya: 'rev1.pdf' },
    ]);
    expect(historyAfter(existing, { revizyon: 1 })).toEqual(existing.gecmis);
    expect(historyAfter(undefined, { revizyon: 3 })).toEqual([]);
  });

  it('a revision number never goes back', () => {
    expect(revisionError({ revizyon: 2 }, { revizyon: 1 })).toBe('revisionBehind');
    expect(revisionError({ revizyon: 2 }, { revizyon: 2 })).toBeNull();
    expect(revisionError(undefined, { revizyon: 0 })).toBeNull();
  });

  it('keeps on the device the files in force of controlled documents and circulars only', () => {
    expect(keptOnDevice({ kategori: 'kys-prosedur', durum: 'yururlukte', dosya: {} })).toBe(true);
    expect(keptOnDevice({ kategori: 'sirkuler', durum: 'yururlukte', dosya: {} })).toBe(true);
    expect(keptOnDevice({ kategori: 'kys-prosedur', durum: 'taslak', dosya: {} })).toBe(false);
    expect(keptOnDevice({ kategori: 'plan', durum: 'yururlukte', dosya: {} })).toBe(false);
    expect(keptOnDevice({ kategori: 'foto', durum: 'yururlukte', dosya: {} })).toBe(false);
  });
});

describe('read confirmations', () => {
  const doc = { _id: 'd1', revizyon: 2 };
  const confirmations = [
    { dokuman: 'd1', revizyon: 1, kullanici: 'ayse', tarih: '2026-01-01T08:00:00.000Z' },
    { dokuman: 'd1', revizyon: 2, kullanici: 'mehmet', tarih: '2026-02-01T08:00:00.000Z' },
    { dokuman: 'd2', revizyon: 2, kullanici: 'ayse', tarih: '2026-02-01T08:00:00.000Z' },
  ];

  it('count only for the current revision of the document', () => {
    expect(hasConfirmed(doc, 'mehmet', confirmations)).toBe(true);
    expect(hasConfirmed(doc, 'ayse', confirmations)).toBe(false);
  });

  it('split the company users into who has and has not confirmed the current revision', () => {
    const users = [{ _id: 'ayse' }, { _id: 'mehmet' }, { _id: 'zeynep' }];
    expect(confirmationStatus(doc, users, confirmations)).toEqual({
      confirmed: [{ _id: 'mehmet', tarih: '2026-02-01T08:00:00.000Z' }],
      pending: [{ _id: 'ayse' }, { _id: 'zeynep' }],
    });
  });

  it('keep the time they were made offline, never one after the server’s now', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(confirmationTime('2026-03-01T09:30:00.000Z', now)).toBe('2026-03-01T09:30:00.000Z');
    expect(confirmationTime('2026-03-02T09:30:00.000Z', now)).toBe(now.toISOString());
    expect(confirmationTime(undefined, now)).toBe(now.toISOString());
  });
});

describe('the library search', () => {
  const rows = [
    { kod: 'PR-10', baslik: 'Yakıt İkmali Operasyonları', aciklama: '', revizyonTarihi: '2025-01-10' },
    { kod: 'PR-2', baslik: 'Güvenli Çalışma', aciklama: '', revizyonTarihi: '2026-02-01' },
    { kod: 'PR-07', baslik: 'Kaza Raporlama', aciklama: 'uygunsuzluk', revizyonTarihi: '2024-06-30' },
  ];

  it('ignores Turkish letters and case, and lists by code in natural order', () => {
    expect(searchDocuments(rows, 'GUVENLI CALISMA').map((row) => row.kod)).toEqual(['PR-2']);
    expect(searchDocuments(rows, 'yakit ikmali').map((row) => row.kod)).toEqual(['PR-10']);
    expect(searchDocuments(rows, 'UYGUNSUZLUK').map((row) => row.kod)).toEqual(['PR-07']);
    expect(searchDocuments(rows, '').map((row) => row.kod)).toEqual(['PR-2', 'PR-07', 'PR-10']);
  });

  it('lists circulars, announcements and photos newest first, the rest by code', () => {
    expect(searchDocuments(rows, '', true).map((row) => row.kod)).toEqual(['PR-2', 'PR-10', 'PR-07']);
    expect(['sirkuler', 'duyuru', 'foto'].every(listedNewestFirst)).toBe(true);
    expect(['kys-prosedur', 'plan'].some(listedNewestFirst)).toBe(false);
  });
});
