import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { bdnSchema, bdnWarnings, type BdnInput } from '../../domain/bdn';
import { localDate } from '../../domain/calendar';
import { BDN_SCALES, FUELS, type Fuel } from '../../domain/emissions';
import { decimalText, parseDecimal } from '../../domain/money';
import { useBdn, type BdnRow } from '../../data/bdn';
import { saveBdn } from '../../data/bdn-save';
import { useBillsOfAccount } from '../../data/bills';
import { AccountField } from '../../ui/account-field';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { formatDate } from '../../ui/format';
import { WritableCompanySelect } from '../../ui/company-select';
import { FormHeader, recordFormPage, useToRecord } from '../../ui/frames/form-frame';
import type { Place } from '../../ui/frames/detail-frame';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import { fuelLabels } from '../../ui/records/bunker-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { BunkerWarningBadges } from '../../ui/records/bunker-warning-badges';
import { useBdnPlace } from './bdn-place';
import { AddItemButton, RemoveItemButton } from '../../ui/list-item-buttons';

/** A BDN as the form edits it: figures as the decimal text typed, links '' for none. */
interface BdnValues {
  sirket: string;
  bdnNo: string;
  tarih: string;
  liman: string;
  tedarikci: string;
  yakit: Fuel | '';
  miktarMt: string;
  yogunluk15: string;
  kukurtYuzde: string;
  parlamaNoktasi: string;
  viskozite: string;
  numuneMuhurleri: string[];
  dosya: FileFieldValue;
  fatura: string;
  aciklama: string;
}

const text = (value: number | null, scale: number) => (value === null ? '' : decimalText(value, scale));

function initialValues(row: BdnRow | null, sirket: string): BdnValues {
  if (row) {
    return {
      sirket: row.sirket,
      bdnNo: row.bdnNo,
      tarih: row.tarih,
      liman: row.liman,
      tedarikci: row.tedarikci ?? '',
      yakit: row.yakit,
      miktarMt: text(row.miktarMt, BDN_SCALES.miktarMt),
      yogunluk15: text(row.yogunluk15, BDN_SCALES.yogunluk15),
      kukurtYuzde: text(row.kukurtYuzde, BDN_SCALES.kukurtYuzde),
      parlamaNoktasi: text(row.parlamaNoktasi, BDN_SCALES.parlamaNoktasi),
      viskozite: text(row.viskozite, BDN_SCALES.viskozite),
      numuneMuhurleri: row.numuneMuhurleri.length > 0 ? [...row.numuneMuhurleri] : [''],
      dosya: row.dosya,
      fatura: row.fatura ?? '',
      aciklama: row.aciklama,
    };
  }
  return {
    sirket,
    bdnNo: '',
    tarih: localDate(),
    liman: '',
    tedarikci: '',
    yakit: '',
    miktarMt: '',
    yogunluk15: '',
    kukurtYuzde: '',
    parlamaNoktasi: '',
    viskozite: '',
    numuneMuhurleri: [''],
    dosya: null,
    fatura: '',
    aciklama: '',
  };
}

/** The warnings of what is typed so far (none until the fuel and both figures read). */
function typedWarnings(values: BdnValues) {
  const sulphur = parseDecimal(values.kukurtYuzde, BDN_SCALES.kukurtYuzde);
  const flash = parseDecimal(values.parlamaNoktasi, BDN_SCALES.parlamaNoktasi);
  if (!values.yakit || !sulphur.ok || !flash.ok || values.kukurtYuzde === '' || values.parlamaNoktasi === '') return [];
  return bdnWarnings({ yakit: values.yakit, kukurtYuzde: sulphur.value, parlamaNoktasi: flash.value });
}

/** Create or edit a bunker delivery note. */
export const BdnFormPage = recordFormPage({
  usePlace: useBdnPlace,
  useRecord: useBdn,
  title: msg`BDN Düzenle`,
  values: initialValues,
  Form: BdnForm,
});

function BdnForm({ id, initial, place }: { id: string | undefined; initial: BdnValues; place: Place }) {
  const { t, i18n } = useLingui();
  const toRecord = useToRecord('/teknik/bdn-kayit/$bdnId');
  const record = useRecordForm({
    collection: 'bdn',
    id,
    initial,
    schema: bdnSchema,
    save: ({ dosya, ...values }) => saveBdn({ ...values, dosya } as BdnInput, dosya, id),
    then: (savedId) => toRecord(savedId),
  });
  const { form, values, set, input } = record;
  const bills = useBillsOfAccount(values.tedarikci);
  const billOptions = (bills ?? [])
    .filter((bill) => bill.tip === 'gelen')
    .map((bill) => ({ value: bill._id, label: `${bill.faturaProformaNo || '—'} · ${formatDate(bill.tarih)}` }));
  const warnings = typedWarnings(values);
  const seals = values.numuneMuhurleri;

  const title = id ? t`BDN Düzenle` : t`BDN Ekle`;
  return (
    <>
      <FormHeader title={title} place={place} id={id} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1000} testId="bdn-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <WritableCompanySelect
              label={t`Gemi`}
              disabled={Boolean(id)}
              {...input('sirket')}
              value={values.sirket}
              onChange={(value) => {
                set('sirket', value);
                set('tedarikci', '');
                set('fatura', '');
              }}
              data-testid="bdn-company"
            />
            <TextInput label={t`BDN No`} withAsterisk {...input('bdnNo')} data-testid="bdn-number" />
            <DateField label={t`Teslim Tarihi`} withAsterisk {...input('tarih')} />
            <TextInput label={t`Liman`} {...input('liman')} data-testid="bdn-port" />
            <Select
              label={t`Yakıt`}
              withAsterisk
              allowDeselect={false}
              data={FUELS.map((fuel) => ({ value: fuel, label: i18n._(fuelLabels[fuel]) }))}
              {...input('yakit')}
              value={values.yakit || null}
              data-testid="bdn-fuel"
            />
            <DecimalInput label={t`Miktar (mt)`} withAsterisk decimalScale={3} {...input('miktarMt')} data-testid="bdn-quantity" />
            <DecimalInput
              label={t`Yoğunluk 15 °C (kg/m³)`}
              withAsterisk
              decimalScale={1}
              {...input('yogunluk15')}
              data-testid="bdn-density"
            />
            <DecimalInput label={t`Kükürt (% m/m)`} withAsterisk decimalScale={3} {...input('kukurtYuzde')} data-testid="bdn-sulphur" />
            <DecimalInput
              label={t`Parlama Noktası (°C)`}
              withAsterisk
              decimalScale={1}
              allowNegative
              {...input('parlamaNoktasi')}
              data-testid="bdn-flash-point"
            />
            <DecimalInput label={t`Viskozite (cSt)`} decimalScale={1} {...input('viskozite')} />
            <AccountField
              label={t`Tedarikçi`}
              cariTip="tedarikci"
              sirket={values.sirket || ''}
              keep={initial.tedarikci}
              inputProps={input('tedarikci')}
              error={form.errors.tedarikci}
              onPick={(value) => {
                set('tedarikci', value);
                set('fatura', '');
              }}
              testId="bdn-supplier"
              optional
            />
            <Select
              label={t`Bunker Faturası`}
              description={values.tedarikci ? undefined : t`Önce tedarikçiyi seçin`}
              clearable
              searchable
              disabled={!values.tedarikci}
              data={billOptions}
              nothingFoundMessage={t`Bu tedarikçinin faturası yok`}
              {...input('fatura')}
              value={values.fatura || null}
              onChange={(value) => set('fatura', value ?? '')}
              data-testid="bdn-bill"
            />
          </SimpleGrid>
          {warnings.length > 0 && (
            <Group mt="sm" data-testid="bdn-form-warnings">
              <BunkerWarningBadges warnings={warnings} />
            </Group>
          )}
          <Textarea mt="sm" label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs">
            {seals.map((_, index) => {
              const number = index + 1;
              return (
                <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={index === 0 ? t`Numune Mühür Numaraları` : undefined}
                    aria-label={t`Mühür ${number}`}
                    {...input(`numuneMuhurleri.${index}`)}
                    data-testid={`bdn-seal-${index}`}
                  />
                  {seals.length > 1 && (
                    <RemoveItemButton aria-label={t`Mührü kaldır`} onClick={() => form.removeListItem('numuneMuhurleri', index)} />
                  )}
                </Group>
              );
            })}
            {seals.length < 10 && (
              <AddItemButton w="fit-content" onClick={() => form.insertListItem('numuneMuhurleri', '')} data-testid="bdn-add-seal">
                {t`Mühür ekle`}
              </AddItemButton>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <FormFileField record={record} label={t`İmzalı BDN`} />
        </Paper>
      </RecordForm>
    </>
  );
}
