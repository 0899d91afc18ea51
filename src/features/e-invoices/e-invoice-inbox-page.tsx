import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchCompany, useSelectedCompany } from '../../data/companies';
import { errorText } from '../../ui/error-text';
import { PageHeader } from '../../ui/page-header';
import { sampleFiles } from './e-invoice-samples';
import type { Draft } from './e-invoice-draft-card';

// The e-Fatura inbox (docs/areas/e-invoice.md): XML invoices dropped here are read on the device by the domain's
// parser (the server's too), each becomes a draft in a review list (the matched account or a link to
// create it, lines with their proposed budget code, where the document's totals differ from ours),
// and "Kaydet" makes the bill through the bill's save (the outbox: offline too, the XML kept as its file).

const EInvoiceDrop = lazy(() => import('./e-invoice-drop').then((m) => ({ default: m.EInvoiceDrop })));
// A draft's card (its code pickers, the engine's line totals) loads with the first files dropped.
const DraftCard = lazy(() => import('./e-invoice-draft-card').then((m) => ({ default: m.DraftCard })));

// The review list outlives the screen within the session: "create this account" opens the account
// form, and its save comes back to the same drafts (the new account then matches by VKN/TCKN).
let keptDrafts: Draft[] = [];

/** How many files are read between two paints of the progress bar. */
const PAINT_EVERY = 10;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function EInvoiceInboxPage() {
  const { t, i18n } = useLingui();
  const sirket = useSelectedCompany() ?? '';
  const [vkn, setVkn] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>(() => keptDrafts);
  useEffect(() => {
    keptDrafts = drafts;
  }, [drafts]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [sampleError, setSampleError] = useState(false);

  useEffect(() => {
    let live = true;
    if (sirket)
      fetchCompany(sirket)
        .then((company) => live && setVkn(company.vergiNumarasi ?? null))
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sirket]);

  const read = async (dropped: File[]) => {
    setProgress({ done: 0, total: dropped.length });
    // The parser (and its XML library) loads with the first files dropped; a ZIP gives its XML files.
    const [{ parseUblInvoice }, { invoiceFiles }] = await Promise.all([import('../../domain/e-invoice'), import('./e-invoice-files')]);
    const files = await invoiceFiles(dropped).catch(() => dropped);
    setProgress({ done: 0, total: files.length });
    const made: Draft[] = [];
    for (const [index, file] of files.entries()) {
      // Many files: the progress bar is painted every few of them.
      if (index > 0 && index % PAINT_EVERY === 0) await nextFrame();
      const parsed = parseUblInvoice(await file.text(), vkn);
      // Without the company's VKN the side is not known: an inbox's invoices are received ones.
      const invoice = parsed.ok ? (parsed.fatura.taraf === null ? { ...parsed.fatura, tip: 'gelen' as const } : parsed.fatura) : null;
      made.push({ key: `${file.name}-${index}-${Date.now()}`, file, invoice, error: parsed.ok ? null : parsed.error, saved: false });
      setProgress({ done: index + 1, total: files.length });
    }
    setDrafts((current) => [...made, ...current]);
    setProgress(null);
  };

  const markSaved = (key: string) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, saved: true } : draft)));

  return (
    <>
      <PageHeader
        title={t`e-Fatura Aktarımı`}
        crumbs={[
          { label: t`Fatura / Proforma`, link: (props) => <Link to="/finans/fatura-proforma" {...props} /> },
          { label: t`e-Fatura` },
        ]}
      />
      <Stack maw={1100}>
        <Suspense fallback={<Paper withBorder mih={120} />}>
          <EInvoiceDrop onDrop={(files) => void read(files)} progress={progress} />
        </Suspense>
        {drafts.length === 0 && !progress && (
          <Stack align="center" gap="xs" data-testid="e-invoice-empty">
            <Text c="dimmed" ta="center">
              {t`Henüz dosya yok.`}
            </Text>
            <Button
              variant="light"
              onClick={() => void sampleFiles().then(read, () => setSampleError(true))}
              data-testid="e-invoice-samples"
            >
              {t`Örnek dene`}
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              {t`Üç örnek e-Fatura: bilinen bir tedarikçiden alış, tevkifatlı bir hizmet, dolar ile yakıt.`}
            </Text>
            {sampleError && <Text c="red">{errorText(i18n, 'networkError')}</Text>}
          </Stack>
        )}
        {drafts.map((draft) =>
          draft.invoice ? (
            <Suspense key={draft.key} fallback={<Paper withBorder mih={120} />}>
              <DraftCard draft={draft} invoice={draft.invoice} sirket={sirket} onSaved={() => markSaved(draft.key)} />
            </Suspense>
          ) : (
            <Alert key={draft.key} color="red" title={draft.file.name} data-testid="e-invoice-error">
              {errorText(i18n, draft.error ?? 'notUblInvoice')}
            </Alert>
          ),
        )}
      </Stack>
    </>
  );
}
