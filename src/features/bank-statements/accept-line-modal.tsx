import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { balanceBillOf } from '../../domain/account-balance';
import type { UploadedFile } from '../../domain/file';
import {
  allocateSplit,
  bankChargeBooking,
  bankOrderAcceptance,
  instrumentSettlement,
  splitBillsForLine,
  splitProgress,
  splitSettles,
  type AcceptPart,
  type SplitBill,
} from '../../domain/statements/reconcile';
import { useAccountNames } from '../../data/account-names';
import { useBudgetCodes } from '../../data/budget-codes';
import { useAccountFinance } from '../../data/cash-flows';
import {
  acceptBankOrderLine,
  acceptInstrumentLine,
  acceptStatementLine,
  useInstrumentOfLine,
  useOrderOfLine,
  type StatementLineRow,
} from '../../data/statements';
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

/**
 * Accepting a line whose suggestion is a bank order or a cheque/note (docs/areas/bank-statements.md
 * §8). A bank order: its payment — linked when the order has it already, else recorded on the
 * line's day with the bank's receipt and the order linked to it. A cheque or note: moved to
 * collected or paid at the line's bank account (its own rules, as its detail page's move), the line
 * linked to the cash flow its receipt or issue booked.
 */
export function AcceptItemModal({
  line,
  koleksiyon,
  kayit,
  accountName,
  onClose,
}: {
  line: StatementLineRow;
  koleksiyon: 'bankaTalimat' | 'cekSenet';
  kayit: string;
  accountName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={koleksiyon === 'bankaTalimat' ? t`Talimat Ödemesini Kabul Et` : t`Çek/Senedi Kapat`} size="lg">
      {koleksiyon === 'bankaTalimat' ? (
        <AcceptOrder line={line} id={kayit} accountName={accountName} onClose={onClose} />
      ) : (
        <AcceptInstrument line={line} id={kayit} accountName={accountName} onClose={onClose} />
      )}
    </Modal>
  );
}

interface ItemProps {
  line: StatementLineRow;
  id: string;
  accountName: string;
  onClose: () => void;
}

function Summary({ rows }: { rows: [string, string][] }) {
  return (
    <Table data-testid="accept-item">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AcceptOrder({ line, id, accountName, onClose }: ItemProps) {
  const { t } = useLingui();
  const order = useOrderOfLine(id);
  const [file, setFile] = useState<FileFieldValue>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const upload = useUploadWait();
  if (order === undefined) return null;
  const acceptance = order ? bankOrderAcceptance(line, order) : null;
  const linking = acceptance !== null && 'bagla' in acceptance;
  const day = formatDate(line.tarih);

  const save = async () => {
    if (!acceptance) return;
    if (!linking && !file) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const ids = await acceptBankOrderLine(line, id, linking ? null : (file as UploadedFile | KeptFileRef));
      if (ids.length === 0) throw new Error('the order does not fit the line');
      notify('success', linking ? t`Satır talimatın ödemesine bağlandı.` : t`Talimatın ödemesi kaydedildi, satır eşleştirildi.`);
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
    <form onSubmit={submit} noValidate data-testid="accept-form">
      <Stack>
        {order && (
          <Summary
            rows={[
              [t`Talimat`, order.ref],
              [t`Cari Hesap`, accountName || order.cariHesap],
              [t`Tutar`, formatMoney(order.miktar, order.dovizCinsi)],
            ]}
          />
        )}
        {!acceptance ? (
          <Alert color="red">{t`Bu talimat satıra uymuyor (tutar, döviz cinsi veya yön farklı).`}</Alert>
        ) : linking ? (
          <Text
            size="sm"
            c="dimmed"
          >{t`Talimatın ödemesi zaten kayıtlı: satır bu nakit akışına bağlanır, ikinci bir ödeme kaydedilmez.`}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t`Talimatın ödemesi ${day} tarihli havale olarak kaydedilir ve talimata bağlanır. Bankanın bu işlemin dekontunu ekleyin.`}
            </Text>
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
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button type="submit" loading={saving} disabled={!acceptance} data-testid="accept-submit">
            {t`Kabul Et`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AcceptInstrument({ line, id, accountName, onClose }: ItemProps) {
  const { t } = useLingui();
  const instrument = useInstrumentOfLine(id);
  const [saving, setSaving] = useState(false);
  if (instrument === undefined) return null;
  const moves = instrument ? instrumentSettlement(line, instrument) : null;
  const last = moves?.[moves.length - 1];
  const day = formatDate(line.tarih);

  const save = async () => {
    setSaving(true);
    try {
      if (!(await acceptInstrumentLine(line, id))) throw new Error('the instrument does not fit the line');
      notify('success', t`Çek/senet kapatıldı, satır eşleştirildi.`);
      onClose();
    } catch {
      notify('error', t`Satır kabul edilemedi`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      {instrument && (
        <Summary
          rows={[
            [t`Seri No`, instrument.seriNo || '—'],
            [t`Cari Hesap`, accountName || instrument.cariHesap],
            [t`Tutar`, formatMoney(instrument.miktar, instrument.dovizCinsi)],
          ]}
        />
      )}
      {last ? (
        <Text size="sm" c="dimmed">
          {last.durum === 'odendi'
            ? t`Çek/senet ${day} tarihinde bu banka hesabından ödendi olarak işlenir. Cari hesaba ödeme verildiğinde kaydedildiği için yeni nakit akışı kaydedilmez; satır o nakit akışına bağlanır.`
            : t`Çek/senet ${day} tarihinde bu banka hesabında tahsil edildi olarak işlenir. Cari hesabın tahsilatı alındığında kaydedildiği için yeni nakit akışı kaydedilmez; satır o nakit akışına bağlanır.`}
        </Text>
      ) : (
        <Alert color="red">{t`Bu çek/senet satıra uymuyor (durum, tutar, döviz cinsi veya yön farklı).`}</Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t`Vazgeç`}
        </Button>
        <Button loading={saving} disabled={!last} onClick={() => void save()} data-testid="accept-submit">
          {t`Kabul Et`}
        </Button>
      </Group>
    </Stack>
  );
}
