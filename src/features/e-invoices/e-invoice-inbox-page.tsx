import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../../data/api';
import { fetchCompany, useSelectedCompany } from '../../data/companies';
import { partyOf, useDraftMatch } from '../../data/e-invoices';
import type { NamedBlob } from '../../data/files';
import { withholdingLabel } from '../../domain/bill-math';
import type { UblInvoice } from '../../domain/e-invoice';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';

// The e-Fatura inbox (MODULES.md §8): XML invoices dropped here are read on the device by the domain's
// parser (the server's too), each becomes a draft in a review list (the matched account or a link to
// create it, lines with their proposed budget code, where the document's totals differ from ours),
// and "Kaydet" makes the bill through the bill's save (the outbox: offline too, the XML kept as its file).

interface Draft {
  key: string;
  file: NamedBlob;
  invoice: UblInvoice | null;
  error: string | null;
  saved: boolean;
}

const EInvoiceDrop = lazy(() => import('./e-invoice-drop').then((m) => ({ default: m.EInvoiceDrop })));

export function EInvoiceInboxPage() {
  const { t, i18n } = useLingui();
  const sirket = useSelectedCompany() ?? '';
  const [vkn, setVkn] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

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

  const read = async (files: File[]) => {
    setProgress({ done: 0, total: files.length });
    // The parser (and its XML library) loads with the first files dropped.
    const { parseUblInvoice } = await import('../../domain/e-invoice');
    const made: Draft[] = [];
    for (const [index, file] of files.entries()) {
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
          <Text c="dimmed" ta="center" data-testid="e-invoice-empty">
            {t`Henüz dosya yok.`}
          </Text>
        )}
        {drafts.map((draft) =>
          draft.invoice ? (
            <DraftCard key={draft.key} draft={draft} invoice={draft.invoice} sirket={sirket} onSaved={() => markSaved(draft.key)} />
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

function DraftCard({ draft, invoice, sirket, onSaved }: { draft: Draft; invoice: UblInvoice; sirket: string; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const match = useDraftMatch(sirket, invoice);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const party = partyOf(invoice);
  const money = (minor: number) => formatMoney(minor, invoice.dovizCinsi);
  const lineDifferences = invoice.farklar.filter((difference) => difference.satir !== null);
  const totalDifference = invoice.farklar.find((difference) => difference.alan === 'odenecekTutar');
  const totalGap = totalDifference ? money(totalDifference.fark) : '';

  const save = async () => {
    if (!match?.cariHesap) return;
    setBusy(true);
    setError(null);
    try {
      const { saveEInvoiceBill } = await import('../../data/e-invoice-save');
      await saveEInvoiceBill(invoice, draft.file, sirket, match.cariHesap, match.butceKodlari);
      onSaved();
    } catch (caught) {
      const key = caught instanceof ApiError ? (caught.fieldErrors[0]?.message ?? caught.body.message) : 'invalid';
      setError(errorText(i18n, key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="e-invoice-draft">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconFileInvoice size={20} />
          <Title order={3} size="h5">
            {invoice.faturaProformaNo} · {invoice.tarih}
          </Title>
          <Badge variant="light">{invoice.tip === 'gelen' ? t`Gelen` : t`Giden`}</Badge>
        </Group>
        <Text fw={700} data-testid="e-invoice-total">
          {money(invoice.toplamlar.odenecekTutar)}
        </Text>
      </Group>
      <Group justify="space-between" mb="sm">
        <Text size="sm">
          {party.unvan} {party.kimlik ? `(${party.kimlikTuru ?? ''} ${party.kimlik})` : ''}
          {party.vergiDairesi ? ` · ${party.vergiDairesi}` : ''}
        </Text>
        {match?.cariHesap ? (
          <Badge color="green" variant="light" data-testid="e-invoice-account">{t`Cari hesap bulundu`}</Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            renderRoot={(props) => (
              <Link to="/finans/cari-listeler/create" search={{ cari_tip: invoice.tip === 'gelen' ? 'tedarikci' : 'musteri' }} {...props} />
            )}
            data-testid="e-invoice-create-account"
          >
            {t`Bu cari hesabı oluştur`}
          </Button>
        )}
      </Group>
      <Table aria-label={t`Kalemler`}>
        <Table.Tbody>
          {invoice.kalemler.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.ad}</Table.Td>
              <Table.Td>{match?.butceKodlari[index] ? t`Bütçe kodu önerildi` : t`Bütçe kodu yok`}</Table.Td>
              <Table.Td ta="right">{line.tevkifatOrani ? withholdingLabel(line.tevkifatOrani) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invoice.farklar.length > 0 && (
        <Alert color="yellow" mt="sm" data-testid="e-invoice-difference">
          {totalDifference ? t`Belgenin ödenecek tutarı hesaplanandan farklı: ${totalGap}.` : t`Belgenin toplamları hesaplanandan farklı.`}{' '}
          {lineDifferences
            .map((difference) => {
              const satir = difference.satir ?? 0;
              const fark = money(difference.fark);
              return t`Satır ${satir}: ${fark}.`;
            })
            .join(' ')}
        </Alert>
      )}
      {error && (
        <Alert color="red" mt="sm">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        {draft.saved ? (
          <Badge color="green" data-testid="e-invoice-saved">{t`Kaydedildi`}</Badge>
        ) : (
          <Button onClick={() => void save()} loading={busy} disabled={!match?.cariHesap} data-testid="e-invoice-save">
            {t`Kaydet`}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
