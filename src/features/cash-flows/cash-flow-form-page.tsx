import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input, Paper, SegmentedControl, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { ACCOUNT_TYPE_OF_FLOW, cashFlowSchema, DIRECTION_OF_FLOW, PAYMENT_METHODS, type CashFlowType } from '../../domain/cash-flow';
import { CURRENCIES } from '../../domain/currency';
import type { UploadedFile } from '../../domain/file';
import { decimalText, SCALES } from '../../domain/money';
import { formValuesOf } from '../../domain/records/form-input';
import { useAccount } from '../../data/accounts';
import { useBill } from '../../data/bills';
import { billPaymentsOf, useAccountFinance, useBillPayments, useCashFlow, type CashFlowRow } from '../../data/cash-flows';
import { saveCashFlow } from '../../data/cash-flow-save';
import { useSelectedCompany } from '../../data/companies';
import type { KeptFileRef } from '../../data/files';
import { RecordAccountField } from '../../ui/account-field';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import { formatDate, formatMoney } from '../../ui/format';
import { FormGate, FormHeader, useToRecord } from '../../ui/frames/form-frame';
import { useRecordForm } from '../../ui/use-record-form';
import { flowTypeLabels, methodLabels } from '../../ui/records/cash-flow-labels';
import { useCashFlowPlace } from './cash-flow-place';

interface FlowValues {
  tip: CashFlowType;
  tarih: string;
  miktar: string;
  dovizCinsi: string;
  sirket: string;
  cariHesap: string;
  fatura: string;
  odemeYontemi: string;
  aciklama: string;
  dekontFile: FileFieldValue;
}

interface Prefill {
  tip: CashFlowType;
  sirket: string;
  cariHesap: string;
  fatura: string;
  dovizCinsi: string;
  /** The next instalment's unpaid part, in minor units, when opened from a bill. */
  miktar: number | null;
}

function initialValues(flow: CashFlowRow | null, prefill: Prefill): FlowValues {
  // The flow's write fields, the amount as decimal text (src/domain/records/form-input.ts); no bill is ''.
  if (flow) return { ...formValuesOf('nakitAkis', flow), fatura: flow.fatura ?? '' };
  return {
    tip: prefill.tip,
    tarih: localDate(),
    miktar: prefill.miktar === null ? '' : decimalText(prefill.miktar, SCALES.amount),
    dovizCinsi: prefill.dovizCinsi,
    sirket: prefill.sirket,
    cariHesap: prefill.cariHesap,
    fatura: prefill.fatura,
    odemeYontemi: 'havale',
    aciklama: '',
    dekontFile: null,
  };
}

/**
 * Record or edit a payment or collection (docs/areas/cash-flows.md). Opened from a bill's "make payment" it
 * comes with the bill's account, currency and next instalment; from an account, with the account.
 */
export function CashFlowFormPage({
  id,
  tip = 'odeme',
  cariHesap = '',
  fatura = '',
}: {
  id?: string;
  tip?: CashFlowType;
  cariHesap?: string;
  fatura?: string;
}) {
  const { t } = useLingui();
  const flow = useCashFlow(id ?? '');
  const bill = useBill(fatura);
  const billPayments = useBillPayments(bill);
  const account = useAccount(bill?.cariHesap ?? cariHesap);
  const selected = useSelectedCompany() ?? '';
  const waitingForBill = fatura !== '' && (bill === undefined || (bill !== null && billPayments === undefined));
  return (
    <FormGate
      id={id}
      record={flow}
      place={useCashFlowPlace(undefined)}
      title={t`Nakit Akış Düzenle`}
      ready={!waitingForBill && !((cariHesap || bill) && account === undefined)}
    >
      {(row) => {
        // A bill decides the type, the account and the currency; an account must be of the type's kind.
        const type: CashFlowType = bill ? (bill.tip === 'gelen' ? 'odeme' : 'tahsilat') : tip;
        const fromAccount = account && account.cariTip === ACCOUNT_TYPE_OF_FLOW[type] ? account : null;
        const prefill: Prefill = {
          tip: type,
          sirket: bill?.sirket ?? fromAccount?.sirket ?? selected,
          cariHesap: bill?.cariHesap ?? fromAccount?._id ?? '',
          fatura: bill?._id ?? '',
          dovizCinsi: bill?.dovizCinsi ?? 'TL',
          miktar: billPayments?.state.odenecekTaksit ?? null,
        };
        return <CashFlowForm id={id} initial={initialValues(row, prefill)} prefillAccount={id || bill ? '' : cariHesap} />;
      }}
    </FormGate>
  );
}

function CashFlowForm({ id, initial, prefillAccount }: { id: string | undefined; initial: FlowValues; prefillAccount: string }) {
  const { t, i18n } = useLingui();
  const selected = useSelectedCompany() ?? '';
  const toRecord = useToRecord('/finans/nakit-akis/$nakitAkisId');
  const toFallback = (savedId: string | undefined, tip: CashFlowType) => toRecord(savedId, { tip, dovizCinsi: '' });
  const record = useRecordForm({
    collection: 'nakitAkis',
    id,
    schema: cashFlowSchema,
    initial,
    save: ({ dekontFile, ...fields }) => saveCashFlow(fields, dekontFile as UploadedFile | KeptFileRef, id),
    savedText: () => t`Nakit akış kaydedildi`,
    then: (savedId, input, back) => back(() => toFallback(savedId, input.tip)),
  });
  const { form, values, set, input } = record;

  const accountType = ACCOUNT_TYPE_OF_FLOW[values.tip];
  const finance = useAccountFinance(values.cariHesap, values.cariHesap ? accountType : undefined);

  /** The account's bills this flow may pay: its direction, its currency, unpaid (or the one it pays). */
  const billChoices = useMemo(() => {
    if (!finance) return [];
    const direction = DIRECTION_OF_FLOW[values.tip];
    return finance.bills.flatMap((bill) => {
      if (bill.tip !== direction || bill.dovizCinsi !== values.dovizCinsi) return [];
      // What is left on the bill by the other payments (this one, when edited, left out).
      const others = finance.flows.filter((flow) => flow.fatura === bill._id && flow._id !== id);
      const { state } = billPaymentsOf(bill, others);
      if (state.durum === 'odendi' && bill._id !== initial.fatura) return [];
      const remaining = state.rows.reduce((sum, row) => sum + BigInt(row.miktar) - BigInt(row.odenen), 0n);
      return [{ bill, state, remaining: Number(remaining) }];
    });
  }, [finance, values.tip, values.dovizCinsi, id, initial.fatura]);
  const billOptions = billChoices.map(({ bill, remaining }) => {
    const name = bill.faturaProformaNo || formatDate(bill.tarih);
    const left = formatMoney(remaining, bill.dovizCinsi);
    return { value: bill._id, label: t`${name} · kalan ${left}` };
  });

  const pickBill = (value: string | null) => {
    set('fatura', value ?? '');
    const choice = billChoices.find((entry) => entry.bill._id === value);
    // The amount follows the bill's next instalment unless the user typed one.
    if (choice && choice.state.odenecekTaksit !== null && !form.isDirty('miktar')) {
      set('miktar', decimalText(choice.state.odenecekTaksit, SCALES.amount));
      form.resetDirty({ ...form.getValues(), miktar: decimalText(choice.state.odenecekTaksit, SCALES.amount) });
    }
  };

  const title = id ? t`Nakit Akış Düzenle` : t`Nakit Akış Oluştur`;
  const typeLabel = i18n._(flowTypeLabels[values.tip]);
  const place = useCashFlowPlace(values.tip);

  return (
    <>
      <FormHeader title={title} place={place} id={id} recordLabel={typeLabel} />
      <RecordForm record={record} onCancel={() => toFallback(id, values.tip)} maw={960} testId="flow-form">
        <Paper withBorder radius="md" p="lg">
          <Stack>
            <Input.Wrapper label={t`Tür`} withAsterisk error={form.errors.tip}>
              <div>
                <SegmentedControl
                  data={[
                    { value: 'odeme', label: t`Ödeme` },
                    { value: 'tahsilat', label: t`Tahsilat` },
                  ]}
                  value={values.tip}
                  onChange={(value) => {
                    set('tip', value);
                    // Another type means another kind of account, and so another bill.
                    set('cariHesap', '');
                    set('fatura', '');
                  }}
                />
              </div>
            </Input.Wrapper>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <RecordAccountField
                label={values.tip === 'odeme' ? t`Tedarikçi` : t`Müşteri`}
                cariTip={accountType}
                sirket={values.sirket || selected}
                keep={initial.cariHesap}
                record={record}
                then={() => set('fatura', '')}
                testId="flow-account"
                prefill={prefillAccount}
              />
              <Select
                label={t`Fatura`}
                description={t`Boş bırakılırsa ödeme avans olarak kalır`}
                searchable
                clearable
                placeholder={values.cariHesap ? t`Fatura seçin (isteğe bağlı)` : t`Önce cari hesap seçin`}
                disabled={!values.cariHesap}
                data={billOptions}
                nothingFoundMessage={t`Bu dövizde ödenmemiş fatura yok`}
                {...input('fatura')}
                onChange={pickBill}
                data-testid="flow-bill"
              />
              <DateField label={t`Tarih`} withAsterisk {...input('tarih')} />
              <Select
                label={t`Ödeme Yöntemi`}
                withAsterisk
                allowDeselect={false}
                data={PAYMENT_METHODS.map((method) => ({ value: method, label: i18n._(methodLabels[method]) }))}
                {...input('odemeYontemi')}
                data-testid="flow-method"
              />
              <DecimalInput label={t`Tutar`} withAsterisk {...input('miktar')} data-testid="flow-amount" />
              <Select
                label={t`Döviz Cinsi`}
                withAsterisk
                allowDeselect={false}
                data={[...CURRENCIES]}
                {...input('dovizCinsi')}
                onChange={(value) => {
                  set('dovizCinsi', value ?? 'TL');
                  // A bill in another currency cannot be paid by this flow.
                  set('fatura', '');
                }}
                data-testid="flow-currency"
              />
            </SimpleGrid>
            <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
            <FormFileField record={record} field="dekontFile" label={t`Dekont`} required />
          </Stack>
        </Paper>
      </RecordForm>
    </>
  );
}
