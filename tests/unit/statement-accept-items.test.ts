import { describe, expect, it } from 'vitest';
import { bankOrderAcceptance, instrumentSettlement, type AcceptOrder } from '../../src/domain/statements/reconcile';
import { moveInstrument, writeError } from '../../src/domain/instruments';

// Accepting a line as a bank order's payment or a cheque's settlement (docs/areas/bank-statements.md §8).

const IBAN = 'TR290006400000112345678901';
const order: AcceptOrder = {
  ref: 'TLM-2026-0042',
  aciklama: 'Kasım kirası',
  sirket: 's1',
  cariHesap: 'c1',
  fatura: 'f1',
  miktar: 1_234_56,
  dovizCinsi: 'USD',
  nakitAkis: null,
};
const out = { tarih: '2026-12-03', tutar: -1_234_56, dovizCinsi: 'USD' };

describe('bankOrderAcceptance', () => {
  it('records the order’s payment on the line’s day: a bank transfer of its amount, its account and bill, its ref', () => {
    expect(bankOrderAcceptance(out, order)).toEqual({
      kaydet: {
        tip: 'odeme',
        tarih: '2026-12-03',
        miktar: 123_456,
        dovizCinsi: 'USD',
        sirket: 's1',
        cariHesap: 'c1',
        fatura: 'f1',
        odemeYontemi: 'havale',
        aciklama: 'TLM-2026-0042 — Kasım kirası',
      },
    });
    expect(bankOrderAcceptance(out, { ...order, aciklama: '', fatura: null })).toMatchObject({
      kaydet: { aciklama: 'TLM-2026-0042', fatura: null },
    });
  });

  it('links the payment an order already has, never a second one', () => {
    expect(bankOrderAcceptance(out, { ...order, nakitAkis: 'n9' })).toEqual({ bagla: 'n9' });
  });

  it('refuses money in, another amount (one kuruş off) or another currency', () => {
    expect(bankOrderAcceptance({ ...out, tutar: 123_456 }, order)).toBeNull();
    expect(bankOrderAcceptance({ ...out, tutar: -123_455 }, order)).toBeNull();
    expect(bankOrderAcceptance({ ...out, dovizCinsi: 'TL' }, order)).toBeNull();
  });
});

describe('instrumentSettlement', () => {
  const line = { tarih: '2026-12-04', tutar: 50_000_00, dovizCinsi: 'TL', referans: 'REF-9', hesap: IBAN };
  const received = { yon: 'alinan' as const, durum: 'portfoyde', seriNo: 'CK-778', miktar: 5_000_000, dovizCinsi: 'TL' };

  it('gives a received cheque in the portfolio to our bank and collects it there, on the line’s day and account', () => {
    const moves = instrumentSettlement(line, received);
    expect(moves).toEqual([
      { tarih: '2026-12-04', durum: 'tahsile-verildi', iban: IBAN, aciklama: 'REF-9 CK-778' },
      { tarih: '2026-12-04', durum: 'tahsil-edildi', iban: IBAN, aciklama: 'REF-9 CK-778' },
    ]);
    // The two moves are a chain the instrument rules accept in one write.
    const figures = {
      tur: 'cek' as const,
      yon: 'alinan' as const,
      sirket: 's1',
      cariHesap: 'c1',
      miktar: 5_000_000,
      dovizCinsi: 'TL' as const,
    };
    const first = moveInstrument({ ...figures, durum: 'portfoyde', hareketler: [] }, moves![0]!);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = moveInstrument({ ...figures, durum: first.durum, hareketler: first.hareketler }, moves![1]!);
    expect(second).toMatchObject({ ok: true, durum: 'tahsil-edildi' });
    if (!second.ok) return;
    expect(
      writeError(
        { yon: 'alinan', durum: 'portfoyde', hareketler: [] },
        { yon: 'alinan', durum: second.durum, hareketler: second.hareketler },
      ),
    ).toBeNull();
  });

  it('collects one already given for collection; pays an issued one', () => {
    expect(instrumentSettlement(line, { ...received, durum: 'tahsile-verildi' })?.map((move) => move.durum)).toEqual(['tahsil-edildi']);
    const issued = { ...received, yon: 'verilen' as const, durum: 'verildi' };
    expect(instrumentSettlement({ ...line, tutar: -5_000_000 }, issued)?.map((move) => move.durum)).toEqual(['odendi']);
  });

  it('refuses the wrong direction, a settled or endorsed one, another amount or currency', () => {
    expect(instrumentSettlement({ ...line, tutar: -5_000_000 }, received)).toBeNull();
    expect(instrumentSettlement(line, { ...received, yon: 'verilen', durum: 'verildi' })).toBeNull();
    expect(instrumentSettlement(line, { ...received, durum: 'tahsil-edildi' })).toBeNull();
    expect(instrumentSettlement(line, { ...received, durum: 'ciro-edildi' })).toBeNull();
    expect(instrumentSettlement({ ...line, tutar: 4_999_999 }, received)).toBeNull();
    expect(instrumentSettlement({ ...line, dovizCinsi: 'USD' }, received)).toBeNull();
  });
});
