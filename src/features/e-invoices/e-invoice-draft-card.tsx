import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ApiError } from '../../data/api';
import { useBudgetCodes } from '../../data/budget-codes';
import { accountPrefillOf, partyOf, useDraftMatch } from '../../data/e-invoices';
import { lineAmounts, withholdingLabel } from '../../domain/bill-math';
import type { UblInvoice, UblLine } from '../../domain/e-invoice';
import { SCALES } from '../../domain/money';
import { errorText } from '../../ui/error-text';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { unitLabels } from '../../ui/records/bill-labels';
import type { NamedBlob } from '../../data/files';
import { UBL_UNIT_LABELS } from './e-invoice-units';

// One draft of the e-Fatura inbox (docs/areas/e-invoice.md): the party and its account (or a link to create
// it), the bill it already is (then no Kaydet), the document's exchange rate, the lines (quantity and
// unit, unit price, discount, KDV, total) with their proposed budget code (changeable), the
// difference notice, and Kaydet.

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

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
  const currency = invoice.dovizCinsi;
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
  // The bill this invoice already is: said at once, and not offered to save again (a bill saved
  // from this draft is the draft's own).
  const existing = draft.saved ? null : (match?.mevcutFatura ?? null);
  /** The document's unit (HUR: Saat), and the bill's when it keeps another (adet). */
  const unitOf = (line: UblLine) => {
    const label = UBL_UNIT_LABELS[line.birimKodu];
    return {
      shown: label ? i18n._(label) : line.birimKodu || i18n._(unitLabels[line.birim]!),
      savedAs: line.bilinmeyenBirim ? i18n._(unitLabels[line.birim]!) : null,
    };
  };
  const rate = invoice.kur !== null && invoice.kurCifti ? formatFigure(invoice.kur, 4, 4) : null;
  const rateFrom = invoice.kurCifti?.kaynak ?? '';
  const rateTo = invoice.kurCifti?.hedef ?? '';
  const existingNumber = existing?.faturaProformaNo ?? '';
  const codesComplete = invoice.kalemler.every((_, index) => codeOf(index) !== '');

  const save = async () => {
    if (!match?.cariHesap || match.mevcutFatura) return;
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
      {existing && (
        <Alert color="orange" mb="sm" title={t`Bu fatura zaten kayıtlı`} data-testid="e-invoice-existing">
          {existing.eslesme === 'uuid'
            ? t`Bu e-Fatura (aynı ETTN) daha önce aktarıldı; yeniden kaydedilmez.`
            : t`Bu cari hesabın aynı numaralı bir faturası zaten var; yeniden kaydedilmez.`}{' '}
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: existing._id }} {...props} />}
            data-testid="e-invoice-existing-link"
          >
            {t`Kayıtlı faturayı aç (${existingNumber})`}
          </Anchor>
        </Alert>
      )}
      {invoice.dovizCinsi !== 'TL' && (
        <Text size="sm" mb="sm" data-testid="e-invoice-rate">
          {rate ? t`Belgenin kuru: 1 ${rateFrom} = ${rate} ${rateTo}` : t`Belgede kur belirtilmemiş.`}
        </Text>
      )}
      {/* Six columns that fit a tablet's card; narrower, a region the keyboard can scroll. */}
      <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-label={t`Kalemler`}>
        <Table aria-label={t`Kalemler`} data-testid="e-invoice-lines" verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Adı`}</Table.Th>
              <Table.Th ta="right">{t({ message: 'Miktar', context: 'bill line quantity' })}</Table.Th>
              <Table.Th ta="right">{t`Birim Fiyat`}</Table.Th>
              <Table.Th ta="right">{t`İskonto %`}</Table.Th>
              <Table.Th ta="right">{t`KDV (${currency})`}</Table.Th>
              <Table.Th ta="right">{t`Tutar (${currency})`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.kalemler.map((line, index) => {
              const amounts = lineAmounts(line);
              const unit = unitOf(line);
              const savedAs = unit.savedAs;
              const kdvRate = formatFigure(line.kdv, SCALES.percent);
              const withheld = line.tevkifatOrani ? withholdingLabel(line.tevkifatOrani) : null;
              const withheldAmount = formatMoney(amounts.tevkifatTutari ?? 0);
              return (
                <Table.Tr key={index} data-testid="e-invoice-line">
                  <Table.Td miw={170}>
                    <Text size="sm" fw={500} mb={4}>
                      {line.ad}
                    </Text>
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
                  <Table.Td ta="right" style={NO_WRAP} data-testid="e-invoice-line-quantity">
                    {formatFigure(line.miktar, SCALES.quantity)} {unit.shown}
                    {savedAs && (
                      <Text size="xs" c="dimmed">
                        {t`${savedAs} olarak kaydedilir`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP} data-testid="e-invoice-line-price">
                    {formatFigure(line.birimFiyat, SCALES.unitPrice, 2)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="e-invoice-line-discount">
                    {line.iskonto ? formatFigure(line.iskonto, SCALES.percent) : '—'}
                  </Table.Td>
                  {/* The KDV amount, its rate under it, and the part withheld. */}
                  <Table.Td ta="right" style={NO_WRAP}>
                    <span data-testid="e-invoice-line-kdv-amount">{formatMoney(amounts.kdvTutari)}</span>
                    <Text size="xs" c="dimmed" data-testid="e-invoice-line-kdv">
                      {t`%${kdvRate}`}
                    </Text>
                    {withheld && (
                      <Text size="xs" c="dimmed" data-testid="e-invoice-line-withholding">
                        {t`Tevkifat ${withheld}: ${withheldAmount}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP} fw={500} data-testid="e-invoice-line-total">
                    {formatMoney(amounts.tutar)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
        ) : existing ? null : (
          <Button onClick={() => void save()} loading={busy} disabled={!match?.cariHesap || !codesComplete} data-testid="e-invoice-save">
            {t`Kaydet`}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
