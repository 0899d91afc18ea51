import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditRecord } from '../../src/domain/audit';
import { i18n, loadAppMessages, setLanguage } from '../../src/data/i18n';
import { RecordHistory } from '../../src/ui/records/record-history';
import { enumLabels, formatFieldValue } from '../../src/ui/records/collection-labels';

// Issue 40: the sync view and the record history label a field and its enumeration values by
// (collection, field): a bill's `tip` is its direction (Gelen / Incoming), not a budget chart's
// type, and a cash flow's `odemeYontemi` is a method; never the stored `gelen`.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const billTipChange: AuditRecord = {
  _id: 1,
  at: '2026-05-01T10:00:00Z',
  user: { _id: 'u', isim: 'Ayşe' },
  action: 'update',
  collection: 'fatura',
  recordId: 'b1',
  changes: { tip: { before: 'gelen', after: 'giden' } },
};

vi.mock('../../src/data/users', () => ({ fetchHistory: async () => ({ kayitlar: [billTipChange], totalCount: 1 }) }));
vi.mock('../../src/data/companies', () => ({ useCompanies: () => [] }));

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  await setLanguage('tr');
});

async function historyText(): Promise<string> {
  await act(async () =>
    root.render(
      <MantineProvider>
        <I18nProvider i18n={i18n}>
          <RecordHistory collection="fatura" id="b1" />
        </I18nProvider>
      </MantineProvider>,
    ),
  );
  await vi.waitFor(() => expect(host.querySelector('table')).not.toBeNull());
  return [...host.querySelectorAll('tbody td')].map((cell) => cell.textContent).join(' | ');
}

describe('labels of a change', () => {
  it("shows a bill's direction change in the history as Gelen → Giden, and in English as Incoming → Outgoing", async () => {
    await setLanguage('tr');
    await loadAppMessages();
    expect(await historyText()).toBe('Fatura Yönü | Gelen | Giden');
    await act(async () => setLanguage('en'));
    await loadAppMessages();
    expect(await historyText()).toBe('Bill Direction | Incoming | Outgoing');
  });

  it('labels the values of each collection by its own enumerations (the sync view uses the same)', async () => {
    await setLanguage('tr');
    await loadAppMessages();
    const none = () => undefined;
    expect(formatFieldValue(i18n, 'fatura', 'tip', 'gelen', none)).toBe('Gelen');
    expect(formatFieldValue(i18n, 'butceKodu', 'tip', 'gider', none)).toBe('Gider');
    expect(formatFieldValue(i18n, 'nakitAkis', 'tip', 'odeme', none)).toBe('Ödeme');
    expect(formatFieldValue(i18n, 'nakitAkis', 'odemeYontemi', 'kredi-karti', none)).toBe('Kredi Kartı');
    expect(formatFieldValue(i18n, 'fatura', 'faturaTip', 'proforma', none)).toBe('Proforma');
    // A field of the same name in another collection keeps its own labels, or none.
    expect(formatFieldValue(i18n, 'bankaTalimat', 'tip', 'gelen', none)).toBe('gelen');
    expect(enumLabels.fatura.tip).not.toBe(enumLabels.butceKodu.tip);
  });

  it("shows a certificate's surveys by their kind's label and date in both languages, not `yillik 20.08.2026`", async () => {
    const none = () => undefined;
    const surveys = [
      { tur: 'yillik', tarih: '2026-08-20' },
      { tur: 'ara', tarih: '2027-08-21' },
    ];
    await setLanguage('tr');
    await loadAppMessages();
    expect(formatFieldValue(i18n, 'sertifika', 'sorveyler', surveys, none)).toBe('Yıllık sörvey · 20.08.2026; Ara sörvey · 21.08.2027');
    await act(async () => setLanguage('en'));
    await loadAppMessages();
    expect(formatFieldValue(i18n, 'sertifika', 'sorveyler', surveys.slice(0, 1), none)).toBe('Annual survey · 20.08.2026');
  });

  it("names a document's category by its library page in both languages, not by its code", async () => {
    const none = () => undefined;
    await setLanguage('tr');
    await loadAppMessages();
    expect(formatFieldValue(i18n, 'dokuman', 'kategori', 'kys-prosedur', none)).toBe('Prosedürler');
    expect(formatFieldValue(i18n, 'dokuman', 'kategori', 'sirkuler', none)).toBe('Sirküler');
    expect(formatFieldValue(i18n, 'dokuman', 'durum', 'yururlukte', none)).toBe('Yürürlükte');
    await act(async () => setLanguage('en'));
    await loadAppMessages();
    expect(formatFieldValue(i18n, 'dokuman', 'kategori', 'kys-prosedur', none)).toBe('Procedures');
    expect(formatFieldValue(i18n, 'dokuman', 'kategori', 'duyuru', none)).not.toBe('duyuru');
  });
});
