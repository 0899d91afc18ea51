import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Group, Input, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { ACCOUNT_TYPE_OF_DIRECTION, billSchema, type BillDirection } from '../../domain/bill';
import { CURRENCIES } from '../../domain/currency';
import type { UploadedFile } from '../../domain/file';
import { useAccount } from '../../data/accounts';
import { isBillNumberTaken, useBill } from '../../data/bills';
import { saveBill } from '../../data/bill-save';
import { useSelectedCompany } from '../../data/companies';
import type { KeptFileRef } from '../../data/files';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import { RecordAccountField } from '../../ui/account-field';
import { DateField } from '../../ui/date-field';
import { FormGate, FormHeader, useToRecord } from '../../ui/frames/form-frame';
import { useRecordForm } from '../../ui/use-record-form';
import { initialValues } from './bill-form-initial';
import { liveTotals, type BillValues } from './bill-form-values';
import { BillLinesSection } from './bill-lines-section';
import { BillPlanSection } from './bill-plan-section';
import { kindLabels } from '../../ui/records/bill-labels';
import { useBillPlace } from './bill-place';

/** Create (for the company chosen top left, or the account's) or edit a bill (docs/areas/bills.md). */
export function BillFormPage({ id, tip = 'gelen', cariHesap = '' }: { id?: string; tip?: BillDirection; cariHesap?: string }) {
  const { t } = useLingui();
  const bill = useBill(id ?? '');
  const account = useAccount(cariHesap);
  const selected = useSelectedCompany() ?? '';
  return (
    <FormGate id={id} record={bill} place={useBillPlace(undefined)} title={t`Fatura Düzenle`} ready={!(cariHesap && account === undefined)}>
      {(row) => {
        const fromAccount = account && ACCOUNT_TYPE_OF_DIRECTION[tip] === account.cariTip ? account : null;
        return (
          <BillForm
            id={id}
            initial={initialValues(row, tip, fromAccount?.sirket ?? selected, fromAccount?._id ?? '')}
            prefill={id ? '' : cariHesap}
          />
        );
      }}
    </FormGate>
  );
}

function BillForm({ id, initial, prefill }: { id: string | undefined; initial: BillValues; prefill: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const selected = useSelectedCompany() ?? '';
  const toRecord = useToRecord('/finans/fatura-proforma/$faturaId');
  const toFallback = (savedId: string | undefined, tip: BillDirection) => toRecord(savedId, { tip });
  const record = useRecordForm({
    collection: 'fatura',
    id,
    schema: billSchema,
    initial,
    // docs/architecture.md §7: the number is new for its account, kind and direction; said here from the bills on
    // the device, also offline, rather than after the server refuses the queued bill.
    refuse: async (bill) => ((await isBillNumberTaken(bill, id)) ? { path: 'faturaProformaNo', error: 'duplicateNumber' } : null),
    save: ({ faturaFile, taksitSayisi, ...fields }) => {
      // The schema passed the values (figures as text are its input too); saveBill parses them again.
      const file = faturaFile as UploadedFile | KeptFileRef;
      return saveBill({ ...fields, taksitSayisi: Number(taksitSayisi), faturaFile: file }, file, id);
    },
    savedText: () => t`Fatura kaydedildi`,
    // A new bill of the other direction than the form was opened for is shown on its own tab.
    then: (savedId, { tip }, back) =>
      !id && tip !== initial.tip
        ? navigate({ to: '/finans/fatura-proforma', search: { tip }, replace: true })
        : back(() => toFallback(savedId, tip)),
  });
  const { form, values, input } = record;

  const totals = liveTotals(values.kalemler);
  const title = id ? initial.faturaProformaNo || t`Fatura Düzenle` : t`Fatura Oluştur`;
  const place = useBillPlace(values.tip);

  return (
    <>
      <FormHeader title={title} place={place} id={id} recordLabel={initial.faturaProformaNo || i18n._(kindLabels[initial.faturaTip]!)} />
      <RecordForm record={record} onCancel={() => toFallback(id, values.tip)} maw={1200} testId="bill-form">
        <Paper withBorder radius="md" p="lg">
          <Stack>
            <Group gap="xl" align="flex-start">
              <Input.Wrapper label={t`Fatura Tipi`} withAsterisk>
                <div>
                  <SegmentedControl
                    data={[
                      { value: 'gelen', label: t`Gelen` },
                      { value: 'giden', label: t`Giden` },
                    ]}
                    value={values.tip}
                    onChange={(value) => {
                      form.setFieldValue('tip', value as BillDirection);
                      // Another direction means another kind of account and another chart.
                      form.setFieldValue('cariHesap', '');
                      values.kalemler.forEach((_, index) => form.setFieldValue(`kalemler.${index}.butceKodu`, ''));
                    }}
                  />
                </div>
              </Input.Wrapper>
              <Input.Wrapper label={t`Tür`} withAsterisk error={form.errors.faturaTip}>
                <div>
                  <SegmentedControl
                    data={[
                      { value: 'fatura', label: t`Fatura` },
                      { value: 'proforma', label: t`Proforma` },
                    ]}
                    {...input('faturaTip')}
                  />
                </div>
              </Input.Wrapper>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <RecordAccountField
                label={values.tip === 'gelen' ? t`Tedarikçi` : t`Müşteri`}
                cariTip={ACCOUNT_TYPE_OF_DIRECTION[values.tip]}
                sirket={values.sirket || selected}
                keep={initial.cariHesap}
                record={record}
                testId="bill-account"
                prefill={prefill}
              />
              <TextInput label={t`Fatura / Proforma No`} {...input('faturaProformaNo')} />
              <DateField label={t`Tarih`} withAsterisk {...input('tarih')} />
              <Select label={t`Döviz Cinsi`} withAsterisk data={[...CURRENCIES]} allowDeselect={false} {...input('dovizCinsi')} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <BillLinesSection form={form} totals={totals} />
        <BillPlanSection form={form} editing={Boolean(id)} total={totals?.odenecekTutar ?? null} />

        <Paper withBorder radius="md" p="lg">
          <Stack>
            <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
            <FormFileField record={record} field="faturaFile" label={t`Fatura Dosyası`} required />
          </Stack>
        </Paper>
      </RecordForm>
    </>
  );
}
