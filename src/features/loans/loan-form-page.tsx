import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { CURRENCIES } from '../../domain/currency';
import { loanKind } from '../../domain/kinds/loan';
import { DAY_COUNTS, INTEREST_TYPES } from '../../domain/loans';
import { formValuesOf } from '../../domain/records/form-input';
import { loanSchema, saveLoan } from '../../data/loan-save';
import { useCompanyAccounts, useLoan, type LoanRow } from '../../data/loans';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { FormHeader, recordFormPage, useToRecord } from '../../ui/frames/form-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import { AddItemButton, RemoveItemButton } from '../../ui/list-item-buttons';
import type { Place } from '../../ui/frames/detail-frame';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import { dayCountLabels, interestLabels, interestTypeLabels, loanLabels, planLabels } from '../../ui/records/loan-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { useLoanPlace } from './loan-place';

/** A loan as the form edits it: figures as the decimal text typed, dates '' for none. */
interface LoanFormValues {
  sirket: string;
  banka: string | null;
  sozlesme: string;
  tutar: string;
  dovizCinsi: string;
  kullanimTarihi: string;
  faiz: { tur: string; sabitYuzde: string; marjYuzde: string; tabanYuzde: string; gunSayimi: string };
  fixingler: { baslangic: string; referansYuzde: string }[];
  taksitler: { tarih: string; anapara: string }[];
  taksitPlani: { adet: string; periyotAy: string; balon: string } | null;
  teminatOraniYuzde: string;
  degerlemeler: { tarih: string; deger: string; eksper: string }[];
  ipotek: { derece: string; tutar: string; tescilTarihi: string } | null;
  erkenOdemeler: { tarih: string; tutar: string }[];
  aciklama: string;
  dosya: FileFieldValue;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function initialValues(row: LoanRow | null, sirket: string): LoanFormValues {
  if (row) {
    const values = formValuesOf('kredi', row);
    const faiz = values.faiz;
    return {
      ...values,
      banka: row.banka,
      faiz: {
        tur: faiz.tur,
        gunSayimi: faiz.gunSayimi,
        sabitYuzde: text(faiz.sabitYuzde),
        marjYuzde: text(faiz.marjYuzde),
        tabanYuzde: text(faiz.tabanYuzde),
      },
      taksitPlani: values.taksitPlani
        ? { adet: text(values.taksitPlani.adet), periyotAy: text(values.taksitPlani.periyotAy), balon: text(values.taksitPlani.balon) }
        : { adet: '', periyotAy: '3', balon: '' },
      teminatOraniYuzde: text(values.teminatOraniYuzde),
      dosya: row.dosya,
    };
  }
  return {
    sirket,
    banka: null,
    sozlesme: '',
    tutar: '',
    dovizCinsi: 'USD',
    kullanimTarihi: localDate(),
    faiz: { tur: 'degisken', sabitYuzde: '', marjYuzde: '', tabanYuzde: '', gunSayimi: DAY_COUNTS[0] },
    fixingler: [],
    taksitler: [],
    taksitPlani: { adet: '', periyotAy: '3', balon: '' },
    teminatOraniYuzde: '130',
    degerlemeler: [],
    ipotek: null,
    erkenOdemeler: [],
    aciklama: '',
    dosya: null,
  };
}

/** Create or edit a loan: its terms, its equal-principal plan with the balloon, the fixings and the valuations. */
export const LoanFormPage = recordFormPage({
  kind: loanKind,
  usePlace: useLoanPlace,
  useRecord: useLoan,
  title: msg`Krediyi Düzenle`,
  missing: msg`Kredi bulunamadı`,
  values: initialValues,
  Form: LoanForm,
});

function LoanForm({ id, initial, place }: { id: string | undefined; initial: LoanFormValues; place: Place }) {
  const { t, i18n } = useLingui();
  const toRecord = useToRecord('/finans/kredi-kayitlari/$krediId');
  const record = useRecordForm({
    collection: 'kredi',
    id,
    initial,
    schema: loanSchema,
    save: ({ dosya, ...values }) => {
      // Listed instalments win over the plan (docs/areas/loans.md §2): the plan is sent only without them.
      const plan = values.taksitler.length > 0 || !values.taksitPlani?.adet ? null : values.taksitPlani;
      return saveLoan({ ...values, taksitPlani: plan }, dosya, id);
    },
    then: (savedId) => toRecord(savedId),
  });
  const { form, values } = record;
  const input = (path: string) => ({ key: form.key(path), ...form.getInputProps(path) });
  const accounts = useCompanyAccounts(values.sirket) ?? [];
  const label = (name: keyof typeof loanLabels.fields) => i18n._(loanLabels.fields[name]);
  const floating = values.faiz.tur === 'degisken';
  const listed = values.taksitler.length;

  return (
    <>
      <FormHeader title={id ? t`Krediyi Düzenle` : t`Kredi Ekle`} place={place} editing={Boolean(id)} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1100} testId="loan-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ShipSelect
              label={label('sirket')}
              withCompany
              searchable
              disabled={Boolean(id)}
              {...input('sirket')}
              value={values.sirket}
              onChange={(value) => form.setFieldValue('sirket', value)}
              data-testid="loan-company"
            />
            <Select
              label={label('banka')}
              searchable
              clearable
              data={accounts.map((account) => ({ value: account._id, label: account.unvan }))}
              {...input('banka')}
              value={values.banka || null}
              onChange={(value) => form.setFieldValue('banka', value)}
              data-testid="loan-bank"
            />
            <DecimalInput label={label('tutar')} withAsterisk {...input('tutar')} data-testid="loan-amount" />
            <Select
              label={label('dovizCinsi')}
              withAsterisk
              allowDeselect={false}
              data={[...CURRENCIES]}
              {...input('dovizCinsi')}
              data-testid="loan-currency"
            />
            <DateField label={label('kullanimTarihi')} withAsterisk {...input('kullanimTarihi')} data-testid="loan-drawdown" />
            <DecimalInput label={label('teminatOraniYuzde')} {...input('teminatOraniYuzde')} data-testid="loan-cover-minimum" />
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {label('faiz')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={i18n._(interestLabels.tur)}
              withAsterisk
              allowDeselect={false}
              data={INTEREST_TYPES.map((type) => ({ value: type, label: i18n._(interestTypeLabels[type]) }))}
              {...input('faiz.tur')}
              data-testid="loan-interest-type"
            />
            <Select
              label={i18n._(interestLabels.gunSayimi)}
              withAsterisk
              allowDeselect={false}
              data={DAY_COUNTS.map((count) => ({ value: count, label: i18n._(dayCountLabels[count]) }))}
              {...input('faiz.gunSayimi')}
              data-testid="loan-day-count"
            />
            {floating ? (
              <>
                <DecimalInput
                  label={i18n._(interestLabels.marjYuzde)}
                  withAsterisk
                  {...input('faiz.marjYuzde')}
                  data-testid="loan-margin"
                />
                <DecimalInput label={i18n._(interestLabels.tabanYuzde)} {...input('faiz.tabanYuzde')} data-testid="loan-floor" />
              </>
            ) : (
              <DecimalInput
                label={i18n._(interestLabels.sabitYuzde)}
                withAsterisk
                {...input('faiz.sabitYuzde')}
                data-testid="loan-fixed-rate"
              />
            )}
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {label('taksitPlani')}
          </Title>
          {values.taksitler.length > 0 ? (
            <Title order={4} size="sm" c="dimmed">
              {t`Taksitler sözleşmedeki listeden: ${listed} taksit`}
            </Title>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={i18n._(planLabels.adet)}
                withAsterisk
                inputMode="numeric"
                {...input('taksitPlani.adet')}
                data-testid="loan-plan-count"
              />
              <TextInput
                label={i18n._(planLabels.periyotAy)}
                withAsterisk
                inputMode="numeric"
                {...input('taksitPlani.periyotAy')}
                data-testid="loan-plan-months"
              />
              <DecimalInput label={i18n._(planLabels.balon)} {...input('taksitPlani.balon')} data-testid="loan-plan-balloon" />
            </SimpleGrid>
          )}
          {form.errors.taksitler && (
            <Title order={4} size="sm" c="red" mt="xs" data-testid="loan-instalments-error">
              {form.errors.taksitler}
            </Title>
          )}
        </Paper>

        {floating && (
          <Paper withBorder radius="md" p="lg">
            <Title order={3} size="h5" mb="sm">
              {label('fixingler')}
            </Title>
            <Stack gap="xs">
              {values.fixingler.map((_, index) => (
                <Group key={index} align="flex-end" wrap="nowrap" data-testid={`loan-fixing-${index}`}>
                  <DateField
                    label={i18n._(loanLabels.lists.fixingler.fields.baslangic)}
                    withAsterisk
                    {...input(`fixingler.${index}.baslangic`)}
                  />
                  <DecimalInput
                    label={i18n._(loanLabels.lists.fixingler.fields.referansYuzde)}
                    withAsterisk
                    {...input(`fixingler.${index}.referansYuzde`)}
                  />
                  <RemoveItemButton aria-label={t`Faiz tespitini kaldır`} onClick={() => form.removeListItem('fixingler', index)} />
                </Group>
              ))}
              <AddItemButton
                w="fit-content"
                onClick={() => form.insertListItem('fixingler', { baslangic: '', referansYuzde: '' })}
                data-testid="loan-add-fixing"
              >
                {t`Faiz tespiti ekle`}
              </AddItemButton>
            </Stack>
          </Paper>
        )}

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {label('degerlemeler')}
          </Title>
          <Stack gap="xs">
            {values.degerlemeler.map((_, index) => (
              <Group key={index} align="flex-end" wrap="nowrap" data-testid={`loan-valuation-${index}`}>
                <DateField
                  label={i18n._(loanLabels.lists.degerlemeler.fields.tarih)}
                  withAsterisk
                  {...input(`degerlemeler.${index}.tarih`)}
                />
                <DecimalInput
                  label={i18n._(loanLabels.lists.degerlemeler.fields.deger)}
                  withAsterisk
                  {...input(`degerlemeler.${index}.deger`)}
                />
                <TextInput label={i18n._(loanLabels.lists.degerlemeler.fields.eksper)} {...input(`degerlemeler.${index}.eksper`)} />
                <RemoveItemButton aria-label={t`Değerlemeyi kaldır`} onClick={() => form.removeListItem('degerlemeler', index)} />
              </Group>
            ))}
            <AddItemButton
              w="fit-content"
              onClick={() => form.insertListItem('degerlemeler', { tarih: localDate(), deger: '', eksper: '' })}
              data-testid="loan-add-valuation"
            >
              {t`Değerleme ekle`}
            </AddItemButton>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Textarea label={label('aciklama')} autosize minRows={2} {...input('aciklama')} />
          <FormFileField record={record} label={label('dosya')} />
        </Paper>
      </RecordForm>
    </>
  );
}
