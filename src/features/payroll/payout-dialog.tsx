import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import type { Currency } from '../../domain/currency';
import type { UploadedFile } from '../../domain/file';
import { SCALES, sumScaled, toMajor } from '../../domain/money';
import { payoutTransfers, type PayrollPerson, type WageTransfer } from '../../domain/payroll';
import { payoutPlan, type PayoutPerson, type PayoutProblem } from '../../domain/payroll-payout';
import { useCompanyDetail } from '../../data/companies';
import type { KeptFileRef } from '../../data/files';
import type { SheetRow } from '../../data/payroll';
import { payoutAccountError, usePayoutSources, writePayout } from '../../data/payroll-payout';
import { DateField } from '../../ui/date-field';
import { download } from '../../ui/download';
import { errorText } from '../../ui/error-text';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { formatIban, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { useUploadWait } from '../../ui/use-upload-wait';

/** The transfers of a sheet, or the refusal's key (fixed allotments above what a line pays). */
function transfersOf(sheet: SheetRow, people: readonly PayrollPerson[]): { transfers: WageTransfer[]; error: string | null } {
  try {
    return { transfers: payoutTransfers(sheet.satirlar, people), error: null };
  } catch (caught) {
    return { transfers: [], error: caught instanceof RangeError ? caught.message : 'serverError' };
  }
}

/**
 * An approved sheet's pay-out (docs/areas/payroll.md §5, §7, §8): the bank transfers it makes (each
 * line's balance and allotments to the person's beneficiaries, the rest to the seafarer's IBAN),
 * their totals per currency, the list as XLSX for the bank, then in one action the books: a bank
 * order and its payment (a cash flow with the bank's receipt) per transfer, to each person's account,
 * and the sheet recorded as paid, which the wage accounts count as paid in its month.
 */
export default function PayoutDialog({
  sheet,
  people,
  names,
  onPaid,
  onClose,
}: {
  sheet: SheetRow;
  people: readonly (PayrollPerson & PayoutPerson)[];
  names: ReadonlyMap<string, string>;
  onPaid: () => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [tarih, setTarih] = useState(localDate());
  const [file, setFile] = useState<FileFieldValue>(null);
  const [missingFile, setMissingFile] = useState(false);
  const upload = useUploadWait();
  const company = useCompanyDetail(sheet.sirket);
  const sources = usePayoutSources(sheet.sirket);
  const { transfers, error } = transfersOf(sheet, people);
  const currencies = [...new Set(transfers.map((transfer) => transfer.dovizCinsi))].sort() as Currency[];
  const plan = useMemo(
    () =>
      sources && company !== undefined
        ? payoutPlan({
            sirket: sheet.sirket,
            donem: sheet.donem,
            transfers,
            people,
            companyBanks: company?.bankalar ?? [],
            accounts: sources.accounts,
            usedRefs: sources.usedRefs,
          })
        : undefined,
    // transfers are derived from the sheet and the people.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sources, company, sheet, people],
  );
  const accountError = plan && plan.problems.length === 0 ? payoutAccountError(plan) : null;
  const blocked = !!error || tarih === '' || !plan || plan.problems.length > 0 || accountError !== null;

  const problemText = (problem: PayoutProblem) => {
    const subject = problem.subject;
    switch (problem.key) {
      case 'payoutIbanMissing':
        return t`${subject}: IBAN yok`;
      case 'payoutBankUnknown':
        return t`${subject}: bankası IBAN'dan bulunamadı (yurt dışı IBAN'a talimatı elle yazın)`;
      case 'payoutCompanyBankMissing':
        return t`Şirketin ${subject} banka hesabı yok`;
      case 'payoutIdentityMissing':
        return t`${subject}: TC kimlik veya pasaport numarası yok`;
      case 'payoutIbanCurrency':
        return t`${subject}: bu IBAN hesapta başka bir para birimiyle kayıtlı`;
    }
  };

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
    if (!plan || blocked) return;
    if (!file) {
      setMissingFile(true);
      return;
    }
    setBusy(true);
    try {
      const orders = await writePayout(plan, sheet.sirket, tarih, file as UploadedFile | KeptFileRef);
      await onPaid();
      const count = orders.length;
      notify('success', t`${count} banka talimatı ve ödemesi kaydedildi`);
      onClose();
    } catch {
      notify('error', t`Ödeme kaydedilemedi`);
    } finally {
      setBusy(false);
    }
  };
  const submit = upload.guard(() => void pay());

  return (
    <Modal opened onClose={onClose} title={t`Ödemeye Çıkar`} size="xl" data-testid="payout-dialog">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" data-testid="payout-error">
            {errorText(i18n, error)}
          </Alert>
        ) : (
          <>
            {plan && plan.skipped.length > 0 && (
              <Alert color="yellow" title={t`Elle ödenecek aktarımlar (talimat yazılmaz)`} data-testid="payout-skipped">
                <List size="sm">
                  {plan.skipped.map((problem) => (
                    <List.Item key={`${problem.key}-${problem.subject}`}>{problemText(problem)}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
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
            {plan && plan.problems.length > 0 && (
              <Alert color="red" title={t`Talimatlar hazırlanamıyor`} data-testid="payout-problems">
                <List size="sm">
                  {plan.problems.map((problem) => (
                    <List.Item key={`${problem.key}-${problem.subject}`}>{problemText(problem)}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {accountError && (
              <Alert color="red" data-testid="payout-problems">
                {names.get(accountError.personel) ?? accountError.personel}: {accountError.path} · {errorText(i18n, accountError.message)}
              </Alert>
            )}
            <Stack gap={2} data-testid="payout-totals">
              {currencies.map((currency) => (
                <Text key={currency} size="sm" fw={600}>
                  {t`Toplam`}: {formatMoney(sumScaled(transfers.filter((x) => x.dovizCinsi === currency).map((x) => x.tutar)), currency)}
                </Text>
              ))}
            </Stack>
            <Text size="sm" c="dimmed">
              {t`Her aktarım için kişinin cari hesabına bir banka talimatı ve havale ödemesi kaydedilir; bankanın toplu ödeme dekontunu ekleyin.`}
            </Text>
            <Group grow align="flex-start">
              <DateField label={t`Ödeme Tarihi`} withAsterisk value={tarih} onChange={setTarih} data-testid="payout-date" />
              <FileUploadField
                label={t`Dekont`}
                required
                value={file}
                onChange={(value) => {
                  setFile(value);
                  setMissingFile(false);
                }}
                error={missingFile ? t`Dekont gerekli` : undefined}
                onUploadingChange={upload.onUploadingChange}
              />
            </Group>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button variant="light" disabled={!!error} onClick={() => void exportXlsx()} data-testid="payout-xlsx">
            {t`Ödeme Listesi (XLSX)`}
          </Button>
          <Button loading={busy} disabled={blocked} onClick={() => submit()} data-testid="payout-confirm">
            {t`Talimatları ve Ödemeleri Kaydet`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
