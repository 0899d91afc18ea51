import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ApiError } from '../../data/api';
import { useBudgetCodes } from '../../data/budget-codes';
import { accountPrefillOf, partyOf, useDraftMatch } from '../../data/e-invoices';
import { lineAmounts, withholdingLabel } from '../../domain/bill-math';
import type { UblInvoice } from '../../domain/e-invoice';
import { errorText } from '../../ui/error-text';
import { formatDate, formatMoney } from '../../ui/format';
import type { NamedBlob } from '../../data/files';

// One draft of the e-Fatura inbox (docs/areas/e-invoice.md): the party and its account (or a link to create
// it), the lines with their proposed budget code (changeable), the difference notice, and Kaydet.

/** A file dropped on the inbox: its invoice, or why it is none, and whether its bill was saved. */
export interface Draft {
  key: string;
  file: NamedBlob;
  invoice: UblInvoice | null;
  error: string | null;
  saved: boolean;
}

export function DraftCard({ draft, invoice, sirket, onSaved }: { draft: Draft; invoice: UblInvoice; sirket: string; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const match = useDraftMatch(sirket, invoice);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const party = partyOf(invoice);
  const money = (minor: number) => formatMoney(minor, invoice.dovizCinsi);
  const lineDifferences = invoice.farklar.filter((difference) => difference.satir !== null);
  const totalDifference = invoice.farklar.find((difference) => difference.alan === 'odenecekTutar');
  const totalGap = totalDifference ? money(totalDifference.fark) : '';

  // The proposed code of each line (the account's last bills), or the one chosen here.
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const budgetCodes = useBudgetCodes(invoice.tip === 'gelen' ? 'gider' : 'gelir');
  const codeOptions = useMemo(
    () =>
      (budgetCodes ?? []).filter((code) => code.durum === 'aktif').map((code) => ({ value: code._id, label: `${code.kod} ${code.adi}` })),
    [budgetCodes],
  );
  const codeOf = (index: number) => chosen[index] ?? match?.butceKodlari[index] ?? '';
  const codesComplete = invoice.kalemler.every((_, index) => codeOf(index) !== '');

  const save = async () => {
    if (!match?.cariHesap) return;
    setBusy(true);
    setError(null);
    try {
      const { saveEInvoiceBill } = await import('../../data/e-invoice-save');
      await saveEInvoiceBill(
        invoice,
        draft.file,
        sirket,
        match.cariHesap,
        invoice.kalemler.map((_, index) => codeOf(index)),
      );
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
            {invoice.faturaProformaNo} · {formatDate(invoice.tarih)}
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
              <Link
                to="/finans/cari-listeler/create"
                search={{ cari_tip: invoice.tip === 'gelen' ? 'tedarikci' : 'musteri' }}
                state={(current) => ({ ...current, accountPrefill: accountPrefillOf(invoice) })}
                {...props}
              />
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
              <Table.Td>
                <Select
                  size="xs"
                  searchable
                  aria-label={t`Bütçe Kodu`}
                  placeholder={t`Bütçe kodu yok`}
                  data={codeOptions}
                  value={codeOf(index) || null}
                  onChange={(value) => setChosen((current) => ({ ...current, [index]: value ?? '' }))}
                  data-testid="e-invoice-line-code"
                />
              </Table.Td>
              <Table.Td ta="right">{money(lineAmounts(line).tutar)}</Table.Td>
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
          <Button onClick={() => void save()} loading={busy} disabled={!match?.cariHesap || !codesComplete} data-testid="e-invoice-save">
            {t`Kaydet`}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
