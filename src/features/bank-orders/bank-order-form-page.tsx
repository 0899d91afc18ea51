import { useEffect, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Paper, SegmentedControl, Select, SimpleGrid, TextInput, Textarea, Input } from '@mantine/core';
import {
  BANK_ORDER_TEMPLATES,
  bankAccountKey,
  bankOrderSchema,
  billPurpose,
  proposeRef,
  templateOfCurrency,
  type BankOrder,
} from '../../domain/bank-order';
import { isCalendarDate, localDate } from '../../domain/calendar';
import { CURRENCIES, type Currency } from '../../domain/currency';
import { decimalText, SCALES } from '../../domain/money';
import { formValuesOf } from '../../domain/records/form-input';
import { useAccount, type AccountRow } from '../../data/accounts';
import { isBankOrderRefTaken, useBankOrder, useBankOrderRefs, type BankOrderRow } from '../../data/bank-orders';
import { saveBankOrder } from '../../data/bank-order-save';
import { useBill, type BillRow } from '../../data/bills';
import { useCashFlowsOfBill } from '../../data/cash-flows';
import { useCompanyDetail, useSelectedCompany } from '../../data/companies';
import { useCurrentUser } from '../../data/session';
import { loanView, useLoan } from '../../data/loans';
import { planState } from '../../domain/bill-money';
import { RecordAccountField } from '../../ui/account-field';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import { RecordForm } from '../../ui/record-form';
import { formatDate, formatIban } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { PageLoading, RecordNotFound, useFormCrumbs } from '../../ui/record-page';
import { useRecordForm } from '../../ui/use-record-form';
import { templateLabels } from '../../ui/records/bank-order-labels';

/** An order as the form edits it: the amount as the decimal text the user types. */
type OrderValues = Omit<BankOrder, '_id' | 'miktar' | 'dovizCinsi' | 'talimatFile' | 'version' | 'updatedAt'> & {
  miktar: string;
  dovizCinsi: string;
};

/** The first bank account of `banks` in `currency`, as a selection ('' when none). */
function firstBankIn(
  banks: readonly { dovizCinsi: string; iban?: string; hesapNumarasi?: string }[] | undefined,
  currency: string,
): string {
  const found = banks?.find((bank) => bank.dovizCinsi === currency);
  return found ? bankAccountKey(found) : '';
}

/** What a bill still needs paid, in minor units: its plan less the payments the device has. */
function remainingOf(bill: BillRow, payments: readonly { tarih: string; miktar: number }[]): number {
  const state = planState(bill.odemePlani, payments);
  const total = state.rows.reduce((sum, row) => sum + BigInt(row.miktar), 0n);
  const left = total - BigInt(state.odenmisTutar);
  return Number(left > 0n ? left : 0n);
}

function initialValues(
  order: BankOrderRow | null,
  sirket: string,
  account: AccountRow | null,
  bill: BillRow | null,
  remaining: number | null,
): OrderValues {
  if (order) {
    // The order's write fields, the amount as decimal text (src/domain/records/form-input.ts); the
    // signed letter is not the form's (its detail page adds it).
    const { talimatFile: _letter, ...values } = formValuesOf('bankaTalimat', order);
    return values;
  }
  const currency: Currency = bill?.dovizCinsi ?? account?.bankalar[0]?.dovizCinsi ?? 'TL';
  return {
    ref: '',
    tarih: localDate(),
    miktar: remaining !== null && remaining > 0 ? decimalText(remaining, SCALES.amount) : '',
    dovizCinsi: currency,
    aciklama: bill ? billPurpose(bill.faturaProformaNo) : '',
    sirket: bill?.sirket ?? account?.sirket ?? sirket,
    sirketBankaSelection: '',
    cariBankaSelection: firstBankIn(account?.bankalar, currency),
    cariHesap: account?._id ?? '',
    sablon: templateOfCurrency(currency),
    fatura: bill?._id ?? null,
    nakitAkis: null,
  };
}

/**
 * Create (from scratch, from a bill `?fatura=`, from an account `?cariHesap=`, from a loan's
 * instalment `?kredi=&taksit=`: the lending bank, the instalment's principal and interest, its due
 * date; docs/areas/loans.md) or edit a bank order.
 */
export function BankOrderFormPage({
  id,
  cariHesap = '',
  fatura = '',
  kredi = '',
  taksit = '',
}: {
  id?: string;
  cariHesap?: string;
  fatura?: string;
  kredi?: string;
  taksit?: string;
}) {
  const { t } = useLingui();
  const order = useBankOrder(id ?? '');
  const bill = useBill(fatura);
  const payments = useCashFlowsOfBill(fatura);
  const loan = useLoan(kredi);
  const account = useAccount(bill?.cariHesap ?? loan?.banka ?? cariHesap);
  const selected = useSelectedCompany() ?? '';
  const loading =
    (id && order === undefined) ||
    (kredi && loan === undefined) ||
    (fatura && (bill === undefined || payments === undefined)) ||
    ((bill?.cariHesap ?? loan?.banka ?? cariHesap) && account === undefined);
  if (loading) return <PageLoading />;
  if (id && order === null) {
    return (
      <RecordNotFound
        title={t`Banka Talimatı Düzenle`}
        list={{ label: t`Banka Talimatları`, link: (props) => <Link to="/finans/banka-talimat" {...props} /> }}
        message={t`Bu banka talimatı bulunamadı.`}
      />
    );
  }
  const fromAccount = account && account.cariTip === 'tedarikci' ? account : null;
  const remaining = bill
    ? remainingOf(
        bill,
        (payments ?? []).map((p) => ({ tarih: p.tarih, miktar: p.miktar })),
      )
    : null;
  // A loan's instalment: its principal and interest on its due date, in the loan's currency.
  const period = loan ? loanView(loan, localDate()).schedule?.donemler.find((row) => row.bitis === taksit) : undefined;
  const due = period ? formatDate(period.bitis) : '';
  const instalment =
    loan && period
      ? {
          tarih: period.bitis,
          miktar: decimalText(Number(period.anapara + period.faiz), SCALES.amount),
          dovizCinsi: loan.dovizCinsi,
          sirket: loan.sirket,
          // The lending bank is the payee, even while its account is still being read here.
          cariHesap: loan.banka ?? '',
          aciklama: t`Kredi taksiti ${due}`,
          sablon: templateOfCurrency(loan.dovizCinsi),
          cariBankaSelection: firstBankIn(fromAccount?.bankalar, loan.dovizCinsi),
        }
      : {};
  return (
    <BankOrderForm
      id={id}
      talimatFile={order?.talimatFile ?? null}
      initial={{ ...initialValues(order ?? null, selected, fromAccount, bill ?? null, remaining), ...(id ? {} : instalment) }}
      prefillAccount={id || bill || loan ? '' : cariHesap}
    />
  );
}

function BankOrderForm({
  id,
  initial,
  talimatFile,
  prefillAccount,
}: {
  id: string | undefined;
  initial: OrderValues;
  talimatFile: BankOrderRow['talimatFile'];
  prefillAccount: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const selected = useSelectedCompany() ?? '';
  const toFallback = (savedId?: string) =>
    savedId
      ? navigate({ to: '/finans/banka-talimat/$talimatId', params: { talimatId: savedId }, replace: true })
      : navigate({ to: '/finans/banka-talimat', replace: true });
  const record = useRecordForm({
    collection: 'bankaTalimat',
    id,
    initial,
    schema: bankOrderSchema,
    // The ref is the company's once; said here from the orders on the device, also offline.
    refuse: async (order) =>
      (await isBankOrderRefTaken(order.sirket || selected, order.ref, id)) ? { path: 'ref', error: 'duplicateRef' } : null,
    save: (order) => saveBankOrder(order, talimatFile, id),
    savedText: () => t`Banka talimatı kaydedildi`,
    // Onwards to the order (its letter), wherever the form was opened from.
    then: (savedId) => toFallback(savedId),
  });
  const { form, values } = record;
  const set = (path: keyof OrderValues, value: unknown) => form.setFieldValue(path, value as never);
  const company = useCompanyDetail(values.sirket || selected);
  const account = useAccount(values.cariHesap);
  const refs = useBankOrderRefs(values.sirket || selected);
  const [refEdited, setRefEdited] = useState(Boolean(id));
  const [templateEdited, setTemplateEdited] = useState(Boolean(id));

  const bankOptions = (
    banks: readonly { dovizCinsi: string; bankaIsmi: string; hesapAdi: string; iban?: string; hesapNumarasi?: string }[] | undefined,
  ) =>
    (banks ?? [])
      .filter((bank) => bank.dovizCinsi === values.dovizCinsi)
      .map((bank) => ({
        value: bankAccountKey(bank),
        label: `${bank.bankaIsmi} · ${bank.hesapAdi} · ${formatIban(bank.iban || bank.hesapNumarasi)}`,
      }));
  const companyBanks = bankOptions(company?.bankalar);
  const accountBanks = bankOptions(account?.bankalar);

  // A new order proposes the company's next ref for the order's year until the user types one.
  const year = isCalendarDate(values.tarih) ? Number(values.tarih.slice(0, 4)) : new Date().getFullYear();
  useEffect(() => {
    if (!refEdited && refs && (values.sirket || selected)) set('ref', proposeRef(refs, year));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when what the proposal reads changes
  }, [refEdited, refs, year, values.sirket, selected]);

  // The company's bank account in the order's currency, as soon as the company is known (its last
  // copy on this device at once, then the server's), unless one of the currency is chosen: a choice
  // stays. The selects do not deselect on a click, so a click as it fills never empties it.
  useEffect(() => {
    if (!company) return;
    const current = form.getValues();
    const ok = companyBanks.some((option) => option.value === current.sirketBankaSelection);
    if (!ok) set('sirketBankaSelection', companyBanks[0]?.value ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the company or the currency changes
  }, [company, values.dovizCinsi]);

  const changeCurrency = (currency: string) => {
    set('dovizCinsi', currency);
    set('cariBankaSelection', firstBankIn(account?.bankalar, currency));
    if (!templateEdited && (CURRENCIES as readonly string[]).includes(currency)) set('sablon', templateOfCurrency(currency as Currency));
  };

  const input = (path: keyof OrderValues) => ({ key: form.key(path), ...form.getInputProps(path) });
  const title = id ? initial.ref : t`Banka Talimatı Oluştur`;
  const isAdmin = useCurrentUser()?.isAdmin === true;
  const companyId = values.sirket || selected;
  const currency = values.dovizCinsi;
  // No company account in the currency: where they are kept (the company's page, administrators).
  const noCompanyBank =
    company && companyBanks.length === 0 ? (
      <span data-testid="bank-order-no-company-bank">
        {t`Şirketin ${currency} banka hesabı yok.`}{' '}
        {isAdmin ? (
          <Anchor size="xs" renderRoot={(props) => <Link to="/sirket/$sirketId/edit" params={{ sirketId: companyId }} {...props} />}>
            {t`Şirketin banka hesaplarına ekleyin`}
          </Anchor>
        ) : (
          t`Bir yöneticiden şirketin banka hesaplarına eklemesini isteyin.`
        )}
      </span>
    ) : undefined;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={useFormCrumbs(
          { label: t`Banka Talimatları`, link: (props) => <Link to="/finans/banka-talimat" {...props} /> },
          id
            ? { label: initial.ref, link: (props) => <Link to="/finans/banka-talimat/$talimatId" params={{ talimatId: id }} {...props} /> }
            : null,
        )}
      />
      <RecordForm record={record} onCancel={() => toFallback(id)} maw={1000} testId="bank-order-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <RecordAccountField
              record={record}
              label={t`Tedarikçi`}
              cariTip="tedarikci"
              sirket={values.sirket || selected}
              keep={initial.cariHesap}
              prefill={prefillAccount}
              then={(_, picked) => picked && set('cariBankaSelection', firstBankIn(picked.bankalar, values.dovizCinsi))}
              testId="bank-order-account"
            />
            <TextInput
              label={t`Referans`}
              withAsterisk
              {...input('ref')}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setRefEdited(true);
                set('ref', event.currentTarget.value);
              }}
            />
            <DateField label={t`Tarih`} withAsterisk {...input('tarih')} />
            <SimpleGrid cols={2} spacing="sm">
              <DecimalInput label={t`Tutar`} withAsterisk {...input('miktar')} />
              <Select
                label={t`Döviz Cinsi`}
                withAsterisk
                data={[...CURRENCIES]}
                allowDeselect={false}
                {...input('dovizCinsi')}
                onChange={(value) => value && changeCurrency(value)}
              />
            </SimpleGrid>
            <Select
              label={t`Şirket Banka Hesabı`}
              withAsterisk
              placeholder={company === null ? t`Şirket bilgileri yüklenemedi` : t`Banka hesabı seçin`}
              data={companyBanks}
              nothingFoundMessage={t`Bu dövizde şirket banka hesabı yok`}
              allowDeselect={false}
              description={noCompanyBank}
              {...input('sirketBankaSelection')}
              // An empty choice shows empty: Mantine keeps the last label for '' (it clears only on null).
              value={values.sirketBankaSelection || null}
              data-testid="bank-order-company-bank"
            />
            <Select
              label={t`Cari Banka Hesabı`}
              withAsterisk
              placeholder={t`Banka hesabı seçin`}
              data={accountBanks}
              nothingFoundMessage={t`Bu dövizde cari banka hesabı yok`}
              allowDeselect={false}
              {...input('cariBankaSelection')}
              value={values.cariBankaSelection || null}
              data-testid="bank-order-account-bank"
            />
            <Input.Wrapper label={t`Şablon`} error={form.errors.sablon}>
              <div>
                <SegmentedControl
                  data={BANK_ORDER_TEMPLATES.map((value) => ({ value, label: i18n._(templateLabels[value]) }))}
                  {...input('sablon')}
                  onChange={(value) => {
                    setTemplateEdited(true);
                    set('sablon', value);
                  }}
                />
              </div>
            </Input.Wrapper>
          </SimpleGrid>
          <Textarea mt="sm" label={t`Açıklama (ödeme amacı)`} autosize minRows={2} {...input('aciklama')} />
        </Paper>
      </RecordForm>
    </>
  );
}
