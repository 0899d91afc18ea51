import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { BUDGET_TYPE_OF_DIRECTION } from '../../domain/bill';
import { hireInvoiceBillLines, settlementOf, type HireBillLine, type StatementLine } from '../../domain/charter-billing';
import { useAccount } from '../../data/accounts';
import { useBankOrderRefs } from '../../data/bank-orders';
import { isBillNumberTaken } from '../../data/bills';
import { useBudgetCodes } from '../../data/budget-codes';
import { banksIn, payeesOf, settleWithBankOrder, settleWithBill, settlementBillInput } from '../../data/charter-settle';
import { useCompanyDetail } from '../../data/companies';
import { useCompanyAccounts } from '../../data/loans';
import type { CharterRow } from '../../data/operations';
import { DateField } from '../../ui/date-field';
import { formatIban, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { statementPdfFile, type StatementView } from './statement-export';

/** What a statement settles: one hire invoice (`no` ≥ 1) or a voyage's laytime (`no` 0). */
export interface SettleTarget<T extends string = string> {
  no: number;
  /** Its lines, signed (deductions negative); their sum is `total`. */
  lines: StatementLine<T>[];
  total: bigint;
  /** The bill's and the order's date by default (the invoice's due date, the last completion). */
  date: string;
  /** The bill's number by default. */
  billNo: string;
  /** The bill's and the order's description. */
  aciklama: string;
  /** This statement alone, for the bill's file. */
  view: StatementView;
  fileName: string;
  /** A line's title on the bill. */
  lineName: (tur: T) => string;
}

/** VAT rates a charter's bill may carry: international carriage is exempt (KDV Kanunu 14), cabotage pays 20 %. */
const VAT_RATES = ['0', '1', '10', '20'];

/** The next free ref `BRD-YYYY-MM-NNN` of the month of `date` among `refs`. */
function nextRef(refs: readonly string[], date: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a bank order's ref, not a text
  const prefix = `BRD-${date.slice(0, 7)}-`;
  const used = new Set(refs.map((ref) => ref.toUpperCase()));
  let sequence = 1;
  while (used.has(`${prefix}${String(sequence).padStart(3, '0')}`)) sequence++;
  return `${prefix}${String(sequence).padStart(3, '0')}`;
}

/**
 * A statement into the books in one action (docs/areas/operations.md §7): when the charterer owes, a
 * `giden` bill with a line per positive statement line (the deductions netted into them, named on
 * each) and the statement's PDF as its file; when the owners owe, a bank order paying the charterer.
 */
export default function SettleDialog({ charter, target, onClose }: { charter: CharterRow; target: SettleTarget; onClose: () => void }) {
  const { t } = useLingui();
  const mode = settlementOf(target.total);
  return (
    <Modal opened onClose={onClose} size="lg" title={mode === 'fatura' ? t`Fatura Kes` : t`Ödeme Talimatı Yaz`} data-testid="settle-dialog">
      {mode === 'fatura' ? (
        <BillForm charter={charter} target={target} onClose={onClose} />
      ) : (
        <PaymentForm charter={charter} target={target} onClose={onClose} />
      )}
    </Modal>
  );
}

function BillForm({ charter, target, onClose }: { charter: CharterRow; target: SettleTarget; onClose: () => void }) {
  const { t } = useLingui();
  const codes = useBudgetCodes(BUDGET_TYPE_OF_DIRECTION.giden);
  const [no, setNo] = useState(target.billNo);
  const [date, setDate] = useState(target.date);
  const [code, setCode] = useState<string | null>(null);
  const [vat, setVat] = useState('0');
  const [errors, setErrors] = useState<{ no?: string; date?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const lines = hireInvoiceBillLines({ kalemler: target.lines, toplam: target.total });
  const money = (minor: bigint) => formatMoney(minor, charter.dovizCinsi);
  const names = (line: HireBillLine<string>) => ({
    adi: target.lineName(line.tur),
    aciklama: [
      line.aciklama,
      ...line.dusulen.map((part) => {
        const name = target.lineName(part.tur);
        const amount = money(part.tutar);
        return t`${name} düşüldü: ${amount}`;
      }),
    ]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 1000),
  });

  const save = async () => {
    const found = {
      no: no.trim() ? undefined : t`Fatura numarası gerekli`,
      date: date ? undefined : t`Tarih gerekli`,
      code: code ? undefined : t`Bütçe kodu seçin`,
    };
    if (!found.no && (await isBillNumberTaken({ cariHesap: charter.cariHesap, faturaTip: 'fatura', tip: 'giden', faturaProformaNo: no }))) {
      found.no = t`Bu cari hesapta bu numarada bir fatura var`;
    }
    setErrors(found);
    if (found.no || found.date || found.code) return;
    setBusy(true);
    try {
      const input = settlementBillInput(
        charter,
        lines,
        { faturaProformaNo: no.trim(), tarih: date!, butceKodu: code!, kdv: Number(vat), aciklama: target.aciklama },
        names,
      );
      await settleWithBill(charter, target.no, input, await statementPdfFile(target.view, target.fileName));
      notify('success', t`Fatura kaydedildi`);
      onClose();
    } catch {
      notify('error', t`Fatura kaydedilemedi`);
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t`Kiracıya giden fatura; hesap PDF olarak faturanın dosyası olur.`}</Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" data-testid="settle-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Kalem`}</Table.Th>
              <Table.Th>{t`Düşülenler`}</Table.Th>
              <Table.Th ta="right">{t`Tutar`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>{target.lineName(line.tur)}</Table.Td>
                <Table.Td>{line.dusulen.map((part) => `${target.lineName(part.tur)} ${money(part.tutar)}`).join(', ') || '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.tutar)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>{t`KDV Hariç Toplam`}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="settle-total">
                {money(target.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t`Fatura No`}
          required
          value={no}
          onChange={(event) => setNo(event.currentTarget.value)}
          error={errors.no}
          maxLength={60}
        />
        <DateField label={t`Fatura Tarihi`} required value={date} onChange={setDate} error={errors.date} />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t`Gelir Bütçe Kodu`}
          required
          searchable
          data={(codes ?? []).filter((row) => row.durum !== 'pasif').map((row) => ({ value: row._id, label: `${row.kod} · ${row.adi}` }))}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors((found) => ({ ...found, code: undefined }));
          }}
          error={errors.code}
          nothingFoundMessage={t`Bütçe kodu yok`}
          data-testid="settle-code"
        />
        <Select
          label={t`KDV Oranı`}
          data={VAT_RATES.map((rate) => ({ value: rate, label: `%${rate}` }))}
          value={vat}
          onChange={(value) => setVat(value ?? '0')}
          allowDeselect={false}
        />
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>{t`Vazgeç`}</Button>
        <Button onClick={() => void save()} loading={busy} data-testid="settle-save">
          {t`Faturayı Kaydet`}
        </Button>
      </Group>
    </Stack>
  );
}

function PaymentForm({ charter, target, onClose }: { charter: CharterRow; target: SettleTarget; onClose: () => void }) {
  const { t } = useLingui();
  const company = useCompanyDetail(charter.sirket);
  const charterer = useAccount(charter.cariHesap);
  const accounts = useCompanyAccounts(charter.sirket);
  const refs = useBankOrderRefs(charter.sirket);
  const [date, setDate] = useState(target.date);
  const [ref, setRef] = useState<string | null>(null);
  const [ours, setOurs] = useState<string | null>(null);
  const [payeeId, setPayeeId] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = -target.total;
  const currency = charter.dovizCinsi;
  const companyBanks = banksIn(company?.bankalar, currency);
  const payees = payeesOf(accounts ?? [], charterer, currency);
  const payee = payees.find((account) => account._id === payeeId) ?? payees[0];
  const accountBanks = banksIn(payee?.bankalar, currency);
  const option = ({
    key,
    bank,
  }: {
    key: string;
    bank: { bankaIsmi: string; hesapAdi: string; iban?: string; hesapNumarasi?: string };
  }) => ({
    value: key,
    label: `${bank.bankaIsmi} · ${bank.hesapAdi} · ${formatIban(bank.iban || bank.hesapNumarasi)}`,
  });
  const shownRef = ref ?? (refs && date ? nextRef(refs, date) : '');
  const ourBank = ours ?? companyBanks[0]?.key ?? null;
  const theirBank = (theirs && accountBanks.some((bank) => bank.key === theirs) ? theirs : accountBanks[0]?.key) ?? null;
  const missing = company && accounts && (companyBanks.length === 0 || payees.length === 0);

  const save = async () => {
    if (!date || !shownRef.trim() || !ourBank || !payee || !theirBank) return;
    setBusy(true);
    try {
      await settleWithBankOrder(charter, target.no, amount, {
        ref: shownRef.trim(),
        tarih: date,
        sirketBankaSelection: ourBank,
        cariHesap: payee._id,
        cariBankaSelection: theirBank,
        aciklama: target.aciklama,
      });
      notify('success', t`Banka talimatı kaydedildi`);
      onClose();
    } catch {
      notify('error', t`Banka talimatı kaydedilemedi`);
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t`Bu hesapta armatör kiracıya borçlu: tutar kiracıya bir banka talimatıyla ödenir.`}</Text>
      <Text fw={600} data-testid="settle-total">
        {formatMoney(amount, currency)}
      </Text>
      {missing ? (
        <Alert color="red" data-testid="settle-missing-bank">
          {companyBanks.length === 0
            ? t`Şirketin ${currency} banka hesabı yok.`
            : t`${currency} banka hesabı olan bir tedarikçi cari hesabı yok: kiracıyı banka hesabıyla tedarikçi olarak ekleyin.`}
        </Alert>
      ) : null}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={t`Talimat No`} required value={shownRef} onChange={(event) => setRef(event.currentTarget.value)} maxLength={60} />
        <DateField label={t`Talimat Tarihi`} required value={date} onChange={setDate} />
      </Group>
      <Select
        label={t`Şirket Banka Hesabı`}
        required
        data={companyBanks.map(option)}
        value={ourBank}
        onChange={setOurs}
        allowDeselect={false}
      />
      <Select
        label={t`Ödenecek Cari Hesap`}
        description={t`Müşteri hesabında banka bilgisi tutulmaz: kiracıya, banka hesabı olan tedarikçi hesabından ödenir.`}
        required
        searchable
        data={payees.map((account) => ({ value: account._id, label: account.unvan }))}
        value={payee?._id ?? null}
        onChange={setPayeeId}
        allowDeselect={false}
        data-testid="settle-payee"
      />
      <Select
        label={t`Kiracı Banka Hesabı`}
        required
        data={accountBanks.map(option)}
        value={theirBank}
        onChange={setTheirs}
        allowDeselect={false}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>{t`Vazgeç`}</Button>
        <Button
          onClick={() => void save()}
          loading={busy}
          disabled={!ourBank || !payee || !theirBank || !date || !shownRef.trim()}
          data-testid="settle-save"
        >
          {t`Talimatı Kaydet`}
        </Button>
      </Group>
    </Stack>
  );
}
