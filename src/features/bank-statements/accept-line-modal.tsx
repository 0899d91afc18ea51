import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { balanceBillOf } from '../../domain/account-balance';
import type { UploadedFile } from '../../domain/file';
import {
  allocateSplit,
  bankChargeBooking,
  splitBillsForLine,
  splitProgress,
  splitSettles,
  type AcceptPart,
  type SplitBill,
} from '../../domain/statements/reconcile';
import { useAccountNames } from '../../data/account-names';
import { useBudgetCodes } from '../../data/budget-codes';
import { useAccountFinance } from '../../data/cash-flows';
import { acceptStatementLine, type StatementLineRow } from '../../data/statements';
import type { KeptFileRef } from '../../data/files';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { formatDate, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { useUploadWait } from '../../ui/use-upload-wait';
import { saveCharge, savedCharge } from './saved-charges';

/**
 * Accepting a line (docs/areas/bank-statements.md §8): the bank transfer of each part (one per bill
 * of a split) is recorded with the bank's receipt of the movement — a cash flow needs its receipt —
 * and the line is matched to all of them. A suggestion within the tolerance books the item in full
 * and the difference the bank kept as a bank charge, under the account and budget code picked once
 * per bank account on this device. `split`: the user picks the bills of one account the line pays.
 */
export default function AcceptLineModal({
  line,
  parts: suggested,
  names,
  split = false,
  account: guessed = '',
  onClose,
}: {
  line: StatementLineRow;
  parts: AcceptPart[];
  names: Map<string, string> | undefined;
  split?: boolean;
  account?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [file, setFile] = useState<FileFieldValue>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const upload = useUploadWait();
  const [picked, setPicked] = useState<AcceptPart[]>([]);
  const parts = split ? picked : suggested;

  const saved = useMemo(() => savedCharge(line.hesap), [line.hesap]);
  const [chargeAccount, setChargeAccount] = useState(saved?.cariHesap ?? '');
  const [chargeCode, setChargeCode] = useState(saved?.butceKodu ?? '');
  const [chargeMissing, setChargeMissing] = useState(false);
  // A tolerance suggestion: one item whose open amount is not the line's; the bank kept (or gave) the difference.
  const total = parts.reduce((sum, part) => sum + BigInt(part.tutar), 0n);
  const magnitude = line.tutar < 0 ? -BigInt(line.tutar) : BigInt(line.tutar);
  const charge = !split && parts.length === 1 && total !== magnitude ? bankChargeBooking(line.tutar, parts[0]!.tutar).masraf : 0;
  const suppliers = useAccountNames('tedarikci', line.sirket);
  const codes = useBudgetCodes('gider');
  const codeOptions = useMemo(
    () => (codes ?? []).filter((code) => code.durum === 'aktif').map((code) => ({ value: code._id, label: `${code.kod} ${code.adi}` })),
    [codes],
  );
  const supplierOptions = useMemo(
    () => [...(suppliers ?? new Map<string, string>())].map(([value, label]) => ({ value, label })),
    [suppliers],
  );
  const settles =
    parts.length > 0 &&
    (charge !== 0 ||
      splitSettles(
        line.tutar,
        parts.map((part, index) => ({ id: String(index), kalan: part.tutar })),
      ));

  const day = formatDate(line.tarih);
  const amount = formatMoney(line.tutar, line.dovizCinsi);
  const save = async () => {
    const chargeUnset = charge > 0 && (!chargeAccount || !chargeCode);
    if (!file || chargeUnset) {
      setMissing(!file);
      setChargeMissing(chargeUnset);
      return;
    }
    setSaving(true);
    try {
      const setting = charge > 0 ? { cariHesap: chargeAccount, butceKodu: chargeCode, adi: t`Banka masrafı` } : null;
      const ids = await acceptStatementLine(line, parts, file as UploadedFile | KeptFileRef, setting);
      if (ids.length === 0) throw new Error('the parts do not add up to the line');
      if (setting) saveCharge(line.hesap, setting);
      notify('success', t`Satır kabul edildi, nakit akışı kaydedildi.`);
      onClose();
    } catch {
      notify('error', t`Satır kabul edilemedi`);
    } finally {
      setSaving(false);
    }
  };
  const submit = upload.guard((event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    void save();
  });

  return (
    <Modal opened onClose={onClose} title={split ? t`Satırı Faturalara Böl` : t`Satırı Kabul Et`} size="lg">
      <form onSubmit={submit} noValidate data-testid="accept-form">
        <Stack>
          <Text size="sm" c="dimmed">
            {t`${day} tarihli ${amount} tutarındaki satır için her fatura adına bir havale kaydedilir. Bankanın bu işlemin dekontunu ekleyin.`}
          </Text>
          {split ? (
            <SplitPicker line={line} account={guessed} onChange={setPicked} />
          ) : (
            <Table data-testid="accept-parts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Cari Hesap`}</Table.Th>
                  <Table.Th ta="right">{t`Tutar`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parts.map((part, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{names?.get(part.cariHesap) ?? part.cariHesap}</Table.Td>
                    <Table.Td ta="right">{formatMoney(part.tutar, line.dovizCinsi)}</Table.Td>
                  </Table.Tr>
                ))}
                {charge !== 0 && (
                  <Table.Tr>
                    <Table.Td>{charge > 0 ? t`Fark: banka masrafı` : t`Fark: bankadan gelen (kaydedilmez)`}</Table.Td>
                    <Table.Td ta="right" data-testid="accept-difference">
                      {formatMoney(charge, line.dovizCinsi)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          )}
          {charge > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t`Masrafın cari hesabı (banka)`}
                withAsterisk
                searchable
                data={supplierOptions}
                value={chargeAccount || null}
                onChange={(value) => {
                  setChargeAccount(value ?? '');
                  setChargeMissing(false);
                }}
                error={chargeMissing && !chargeAccount ? t`Cari hesap gerekli` : undefined}
                data-testid="accept-charge-account"
              />
              <Select
                label={t`Masrafın bütçe kodu`}
                withAsterisk
                searchable
                data={codeOptions}
                value={chargeCode || null}
                onChange={(value) => {
                  setChargeCode(value ?? '');
                  setChargeMissing(false);
                }}
                nothingFoundMessage={t`Aktif bütçe kodu yok`}
                error={chargeMissing && !chargeCode ? t`Bütçe kodu gerekli` : undefined}
                data-testid="accept-charge-code"
              />
            </SimpleGrid>
          )}
          <FileUploadField
            label={t`Dekont`}
            required
            value={file}
            onChange={(value) => {
              setFile(value);
              setMissing(false);
            }}
            error={missing ? t`Dekont gerekli` : undefined}
            onUploadingChange={upload.onUploadingChange}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Vazgeç`}
            </Button>
            <Button type="submit" loading={saving} disabled={!settles} data-testid="accept-submit">
              {t`Kabul Et`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A hand split (docs/areas/bank-statements.md §8): an account (the suggested or guessed one first)
 * and its open bills of the line's currency and direction; the picked bills' sum and what of the
 * line is left run as the user ticks. The parts are allocateSplit's over the picked bills, oldest
 * first, and reach the modal only when they settle the line exactly.
 */
function SplitPicker({
  line,
  account: initial,
  onChange,
}: {
  line: StatementLineRow;
  account: string;
  onChange: (parts: AcceptPart[]) => void;
}) {
  const { t } = useLingui();
  const cariTip = line.tutar < 0 ? 'tedarikci' : 'musteri';
  const accounts = useAccountNames(cariTip, line.sirket);
  const [account, setAccount] = useState(initial);
  const [chosen, setChosen] = useState<string[]>([]);
  const finance = useAccountFinance(account, account ? cariTip : undefined);
  const bills: SplitBill[] = useMemo(
    () =>
      finance
        ? splitBillsForLine(
            line,
            finance.bills.map((bill) => ({
              _id: bill._id,
              tip: bill.tip,
              dovizCinsi: bill.dovizCinsi,
              faturaProformaNo: bill.faturaProformaNo,
              tarih: bill.tarih,
              odenecek: balanceBillOf(bill).odenecekTutar,
              odenen: finance.balances.bills.get(bill._id)?.odenmisTutar ?? 0,
            })),
          )
        : [],
    [finance, line],
  );
  const pickedBills = bills.filter((bill) => chosen.includes(bill.id));
  const progress = splitProgress(line.tutar, pickedBills);
  const accountOptions = useMemo(
    () => [...(accounts ?? new Map<string, string>())].map(([value, label]) => ({ value, label })),
    [accounts],
  );

  const update = (ids: string[]) => {
    setChosen(ids);
    const items = bills.filter((bill) => ids.includes(bill.id)).map((bill) => ({ id: bill.id, kalan: bill.kalan }));
    onChange(
      splitSettles(line.tutar, items)
        ? allocateSplit(line.tutar, items).parts.map((part) => ({ cariHesap: account, fatura: part.id, tutar: part.tutar }))
        : [],
    );
  };

  return (
    <Stack gap="xs">
      <Select
        label={t`Cari Hesap`}
        searchable
        data={accountOptions}
        value={account || null}
        onChange={(value) => {
          setAccount(value ?? '');
          setChosen([]);
          onChange([]);
        }}
        data-testid="split-account"
      />
      {account && bills.length === 0 && <Text size="sm" c="dimmed">{t`Bu cari hesabın açık faturası yok.`}</Text>}
      {bills.length > 0 && (
        <Table data-testid="split-bills">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{t`Fatura No`}</Table.Th>
              <Table.Th>{t`Tarih`}</Table.Th>
              <Table.Th ta="right">{t`Kalan`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bills.map((bill) => (
              <Table.Tr key={bill.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={bill.faturaProformaNo || formatDate(bill.tarih)}
                    checked={chosen.includes(bill.id)}
                    onChange={(event) => update(event.currentTarget.checked ? [...chosen, bill.id] : chosen.filter((id) => id !== bill.id))}
                    data-testid="split-bill"
                    data-bill={bill.faturaProformaNo}
                  />
                </Table.Td>
                <Table.Td>{bill.faturaProformaNo || '—'}</Table.Td>
                <Table.Td>{formatDate(bill.tarih)}</Table.Td>
                <Table.Td ta="right">{formatMoney(bill.kalan, line.dovizCinsi)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Text size="sm">
          {t`Seçilen`}: <span data-testid="split-sum">{formatMoney(progress.secilen, line.dovizCinsi)}</span>
        </Text>
        <Text size="sm" c={progress.kalan === 0 ? 'green' : 'red'}>
          {t`Kalan`}: <span data-testid="split-remainder">{formatMoney(progress.kalan, line.dovizCinsi)}</span>
        </Text>
      </Group>
    </Stack>
  );
}
