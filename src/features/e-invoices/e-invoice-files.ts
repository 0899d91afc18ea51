// The files dropped on the e-Fatura inbox (docs/areas/e-invoice.md) as invoices to read: a ZIP of XML files
// (as an e-Fatura portal exports them) becomes its XML files, in the archive's order; anything else
// stays as it is (the parser says what is not an invoice). fflate loads only with a ZIP.

/** The most a ZIP may hold: its XML files each as large as one upload, and this many of them. */
export const MAX_ZIP_ENTRY_BYTES = 15 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 2000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether a file is a ZIP, by its first bytes, whatever its name says. */
export async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, ZIP_MAGIC.length).arrayBuffer());
  return ZIP_MAGIC.every((byte, index) => head[index] === byte);
}

const isXmlEntry = (name: string) => /\.xml$/i.test(name) && !name.startsWith('__MACOSX/') && !name.split('/').pop()!.startsWith('.');

/** The files to read: each ZIP replaced by its XML files (named `archive.zip/inner.xml`). */
export async function invoiceFiles(files: readonly File[]): Promise<File[]> {
  const out: File[] = [];
  for (const file of files) {
    if (!(await isZip(file))) {
      out.push(file);
      continue;
    }
    const { unzipSync } = await import('fflate');
    let kept = 0;
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
      filter: (entry) => isXmlEntry(entry.name) && entry.originalSize <= MAX_ZIP_ENTRY_BYTES && kept++ < MAX_ZIP_ENTRIES,
    });
    for (const [name, bytes] of Object.entries(entries)) {
      out.push(new File([bytes as Uint8Array<ArrayBuffer>], `${file.name}/${name}`, { type: 'text/xml' }));
    }
  }
  return out;
}
