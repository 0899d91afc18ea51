import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseUblInvoice } from '../../src/domain/e-invoice';
import { invoiceFiles, isZip } from '../../src/features/e-invoices/e-invoice-files';

// docs/areas/e-invoice.md: a ZIP of XML invoices dropped on the inbox is read as its XML files.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/e-fatura/${name}.xml`, import.meta.url));

describe('the files dropped on the e-Fatura inbox', () => {
  it('gives a ZIP’s XML files in order, leaving out what is not an invoice file, and other files as they are', async () => {
    const zip = zipSync({
      'faturalar/temel-satis-try-karma-kdv.xml': fixture('temel-satis-try-karma-kdv'),
      'faturalar/oku-beni.txt': strToU8('not an invoice'),
      '__MACOSX/faturalar/._ticari-iade-tckn.xml': strToU8('resource fork'),
      'ticari-iade-tckn.XML': fixture('ticari-iade-tckn'),
    });
    const loose = new File([fixture('temel-istisna-usd')], 'temel-istisna-usd.xml', { type: 'text/xml' });
    // Named .dat: a ZIP is known by its bytes.
    const files = await invoiceFiles([new File([zip], 'ocak.dat'), loose]);
    expect(files.map((file) => file.name)).toEqual([
      'ocak.dat/faturalar/temel-satis-try-karma-kdv.xml',
      'ocak.dat/ticari-iade-tckn.XML',
      'temel-istisna-usd.xml',
    ]);
    const numbers = await Promise.all(
      files.map(async (file) => {
        const parsed = parseUblInvoice(await file.text(), '9876543210');
        return parsed.ok ? parsed.fatura.faturaProformaNo : parsed.error;
      }),
    );
    expect(numbers).toEqual(['KMP2026000000417', 'DYD2026000000052', 'GLB2026000000009']);
  });

  it('knows a ZIP by its first bytes', async () => {
    expect(await isZip(new File([zipSync({ 'a.xml': strToU8('<a/>') })], 'a.xml'))).toBe(true);
    expect(await isZip(new File([fixture('ticari-iade-tckn')], 'a.zip'))).toBe(false);
    expect(await isZip(new File([], 'empty.zip'))).toBe(false);
  });
});
