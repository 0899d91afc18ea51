// The inbox's samples (docs/areas/e-invoice.md): three UBL-TR invoices in public/ (precached by the PWA, so they
// open offline too), for a newcomer to see the inbox work: a known supplier's purchase with mixed KDV
// rates and a discount, a new supplier's service with withholding (9/10), a bunker bill in USD.

export const E_INVOICE_SAMPLES = ['ornek-1-kumanya.xml', 'ornek-2-tevkifat.xml', 'ornek-3-bunker-usd.xml'] as const;

/** The samples as files, as if dropped on the inbox. */
export async function sampleFiles(): Promise<File[]> {
  return Promise.all(
    E_INVOICE_SAMPLES.map(async (name) => {
      const response = await fetch(`/e-fatura-ornek/${name}`);
      if (!response.ok) throw new Error(`sample ${name}: ${response.status}`);
      return new File([await response.blob()], name, { type: 'text/xml' });
    }),
  );
}
