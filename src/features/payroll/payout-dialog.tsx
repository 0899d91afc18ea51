import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { Currency } from '../../domain/currency';
import { SCALES, sumScaled, toMajor } from '../../domain/money';
import { payoutTransfers, type PayrollPerson, type WageTransfer } from '../../domain/payroll';
import type { SheetRow } from '../../data/payroll';
import { download } from '../../ui/download';
import { errorText } from '../../ui/error-text';
import { formatIban, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';

/** The transfers of a sheet, or the refusal's key (fixed allotments above what a line pays). */
function transfersOf(sheet: SheetRow, people: readonly PayrollPerson[]): { transfers: WageTransfer[]; error: string | null } {
  try {
    return { transfers: payoutTransfers(sheet.satirlar, people), error: null };
  } catch (caught) {
    return { transfers: [], error: caught instanceof RangeError ? caught.message : 'serverError' };
  }
}

/**
 * An approved sheet's pay-out (docs/areas/payroll.md §5, §7): the bank transfers it makes (each
 * line's balance and allotments to the person's beneficiaries, the rest to the seafarer's IBAN),
 * their totals per currency, the list as XLSX for the bank, then the sheet recorded as paid, which
 * the wage accounts count as paid in its month.
 */
export default function PayoutDialog({
  sheet,
  people,
  names,
  onPaid,
  onClose,
}: {
  sheet: SheetRow;
  people: readonly PayrollPerson[];
  names: ReadonlyMap<string, string>;
  onPaid: () => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const { transfers, error } = transfersOf(sheet, people);
  const currencies = [...new Set(transfers.map((transfer) => transfer.dovizCinsi))].sort() as Currency[];
  const missingIban = transfers.some((transfer) => transfer.iban === '');

  const exportXlsx = async () => {
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const blob = await trackerXlsx([
        {
          name: t`Ödeme Listesi`,
          preamble: [`${t`Bordro`} ${sheet.donem}`],
          header: [t`Personel`, t`Alıcı`, t`IBAN`, t`Tutar`, t`Döviz`],
          rows: transfers.map((transfer) => [
            names.get(transfer.personel) ?? transfer.personel,
            transfer.ad,
            transfer.iban,
            toMajor(Number(transfer.tutar), SCALES.amount),
            transfer.dovizCinsi,
          ]),
        },
      ]);
      download(blob, `bordro-odeme-listesi-${sheet.donem}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  const pay = async () => {
    setBusy(true);
    try {
      await onPaid();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Ödemeye Çıkar`} size="xl" data-testid="payout-dialog">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" data-testid="payout-error">
            {errorText(i18n, error)}
          </Alert>
        ) : (
          <>
            {missingIban && <Alert color="yellow">{t`Bazı alıcıların IBAN'ı yok: ödemeden önce personel kartına ekleyin.`}</Alert>}
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="payout-transfers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Personel`}</Table.Th>
                    <Table.Th>{t`Alıcı`}</Table.Th>
                    <Table.Th>{t`IBAN`}</Table.Th>
                    <Table.Th ta="right">{t`Tutar`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {transfers.map((transfer, index) => (
                    <Table.Tr key={`${transfer.personel}-${index}`} data-testid="payout-transfer">
                      <Table.Td>{names.get(transfer.personel) ?? transfer.personel}</Table.Td>
                      <Table.Td>
                        {transfer.ad}
                        {transfer.alici === 'lehdar' && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            · {t`Lehdar`}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{transfer.iban ? formatIban(transfer.iban) : '—'}</Table.Td>
                      <Table.Td ta="right">{formatMoney(transfer.tutar, transfer.dovizCinsi)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={2} data-testid="payout-totals">
              {currencies.map((currency) => (
                <Text key={currency} size="sm" fw={600}>
                  {t`Toplam`}: {formatMoney(sumScaled(transfers.filter((x) => x.dovizCinsi === currency).map((x) => x.tutar)), currency)}
                </Text>
              ))}
            </Stack>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button variant="light" disabled={!!error} onClick={() => void exportXlsx()} data-testid="payout-xlsx">
            {t`Ödeme Listesi (XLSX)`}
          </Button>
          <Button loading={busy} disabled={!!error} onClick={() => void pay()} data-testid="payout-confirm">
            {t`Ödendi Olarak Kaydet`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
