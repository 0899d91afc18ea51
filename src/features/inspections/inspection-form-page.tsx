import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { isCalendarDate, localDate } from '../../domain/calendar';
import {
  ACTION_CODES,
  deficiencyDue,
  INSPECTION_TYPES,
  PSC_REGIMES,
  RISK_PROFILES,
  type ActionCode,
  type InspectionType,
  type PscRegime,
  type RiskProfile,
} from '../../domain/inspections';
import { inspectionKind, MAX_DEFICIENCIES } from '../../domain/kinds/inspection';
import { inspectionSchema, saveInspection } from '../../data/inspection-save';
import { useInspection, type InspectionRow } from '../../data/inspections';
import { DateField } from '../../ui/date-field';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { FormHeader, recordFormPage, useToRecord } from '../../ui/frames/form-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import type { Place } from '../../ui/frames/detail-frame';
import { RecordForm } from '../../ui/record-form';
import {
  actionCodeLabels,
  detentionLabels,
  inspectionLabels,
  inspectionTypeLabels,
  pscRegimeLabels,
  riskProfileLabels,
} from '../../ui/records/inspection-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { useDueText } from './inspection-detail-page';
import { useInspectionPlace } from './inspection-place';
import { AddItemButton, RemoveItemButton } from '../../ui/list-item-buttons';
import { FormFileField } from '../../ui/record-file-field';

/** A deficiency as the form edits it: dates '' for none. */
interface DeficiencyValues {
  kod: string;
  aciklama: string;
  aksiyonKodu: ActionCode | '';
  ismIlgili: boolean;
  kapanisTarihi: string;
  kanit: FileFieldValue;
}

/** An inspection as the form edits it: choices and dates '' for none. */
interface InspectionValues {
  sirket: string;
  tur: InspectionType | '';
  rejim: PscRegime | '';
  riskProfili: RiskProfile | '';
  tarih: string;
  liman: string;
  kurulus: string;
  denetci: string;
  planliKalkis: string;
  sonrakiLimanVaris: string;
  tutulma: { var: boolean; serbestBirakma: string };
  eksiklikler: DeficiencyValues[];
  dosya: FileFieldValue;
}

const blankDeficiency = (): DeficiencyValues => ({
  kod: '',
  aciklama: '',
  aksiyonKodu: '',
  ismIlgili: false,
  kapanisTarihi: '',
  kanit: null,
});

function initialValues(row: InspectionRow | null, sirket: string): InspectionValues {
  if (row) {
    return {
      sirket: row.sirket,
      tur: row.tur,
      rejim: row.rejim,
      riskProfili: row.riskProfili,
      tarih: row.tarih,
      liman: row.liman,
      kurulus: row.kurulus,
      denetci: row.denetci,
      planliKalkis: row.planliKalkis ?? '',
      sonrakiLimanVaris: row.sonrakiLimanVaris ?? '',
      tutulma: { var: row.tutulma.var, serbestBirakma: row.tutulma.serbestBirakma ?? '' },
      eksiklikler: row.eksiklikler.map((deficiency) => ({
        kod: deficiency.kod,
        aciklama: deficiency.aciklama,
        aksiyonKodu: deficiency.aksiyonKodu,
        ismIlgili: deficiency.ismIlgili,
        kapanisTarihi: deficiency.kapanisTarihi ?? '',
        kanit: deficiency.kanit,
      })),
      dosya: row.dosya,
    };
  }
  return {
    sirket,
    tur: '',
    rejim: '',
    riskProfili: '',
    tarih: localDate(),
    liman: '',
    kurulus: '',
    denetci: '',
    planliKalkis: '',
    sonrakiLimanVaris: '',
    tutulma: { var: false, serbestBirakma: '' },
    eksiklikler: [],
    dosya: null,
  };
}

/** Create or edit an inspection, on the ship's tablet too: its deficiencies with their action codes and due dates. */
export const InspectionFormPage = recordFormPage({
  kind: inspectionKind,
  usePlace: useInspectionPlace,
  useRecord: useInspection,
  title: msg`Denetimi Düzenle`,
  missing: msg`Denetim bulunamadı`,
  values: initialValues,
  Form: InspectionForm,
});

function InspectionForm({ id, initial, place }: { id: string | undefined; initial: InspectionValues; place: Place }) {
  const { t, i18n } = useLingui();
  const dueText = useDueText();
  const toRecord = useToRecord('/denetleme-raporlari/gemi-denet-raporlari/$denetimId');
  const record = useRecordForm({
    collection: 'denetim',
    id,
    initial,
    schema: inspectionSchema,
    save: ({ dosya, ...values }) => saveInspection(values as Parameters<typeof saveInspection>[0], dosya, id),
    then: (savedId) => toRecord(savedId),
  });
  const { form, values, upload } = record;
  const set = <K extends keyof InspectionValues>(path: K, value: InspectionValues[K]) => form.setFieldValue(path, value as never);
  const input = (path: string) => ({ key: form.key(path), ...form.getInputProps(path) });
  const checkbox = (path: string) => ({ key: form.key(path), ...form.getInputProps(path, { type: 'checkbox' }) });
  const label = (name: keyof typeof inspectionLabels.fields) => i18n._(inspectionLabels.fields[name]);
  const itemLabel = (name: keyof typeof inspectionLabels.lists.eksiklikler.fields) =>
    i18n._(inspectionLabels.lists.eksiklikler.fields[name]);
  const psc = values.tur === 'PSC';
  // The due dates as the rules compute them from what is typed so far (src/domain/inspections.ts).
  const dates = {
    tarih: values.tarih,
    planliKalkis: isCalendarDate(values.planliKalkis) ? values.planliKalkis : null,
    sonrakiLimanVaris: isCalendarDate(values.sonrakiLimanVaris) ? values.sonrakiLimanVaris : null,
  };
  const dueOf = (code: ActionCode | '') =>
    code && isCalendarDate(values.tarih) ? dueText(deficiencyDue(dates, { aksiyonKodu: code })) : '—';

  const title = id ? t`Denetimi Düzenle` : t`Denetim Ekle`;
  return (
    <>
      <FormHeader title={title} place={place} editing={Boolean(id)} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1100} testId="inspection-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ShipSelect
              label={label('sirket')}
              withCompany
              searchable
              disabled={Boolean(id)}
              {...input('sirket')}
              value={values.sirket}
              onChange={(value) => set('sirket', value)}
              data-testid="inspection-company"
            />
            <Select
              label={label('tur')}
              withAsterisk
              allowDeselect={false}
              data={INSPECTION_TYPES.map((type) => ({ value: type, label: i18n._(inspectionTypeLabels[type]) }))}
              {...input('tur')}
              value={values.tur || null}
              onChange={(value) => {
                const tur = (value ?? '') as InspectionValues['tur'];
                set('tur', tur);
                if (tur !== 'PSC') set('rejim', '');
              }}
              data-testid="inspection-type"
            />
            <Select
              label={label('rejim')}
              withAsterisk={psc}
              disabled={!psc}
              clearable
              data={PSC_REGIMES.map((regime) => ({ value: regime, label: i18n._(pscRegimeLabels[regime]) }))}
              {...input('rejim')}
              value={values.rejim || null}
              onChange={(value) => set('rejim', (value ?? '') as InspectionValues['rejim'])}
              data-testid="inspection-regime"
            />
            <Select
              label={label('riskProfili')}
              clearable
              data={RISK_PROFILES.map((profile) => ({ value: profile, label: i18n._(riskProfileLabels[profile]) }))}
              {...input('riskProfili')}
              value={values.riskProfili || null}
              onChange={(value) => set('riskProfili', (value ?? '') as InspectionValues['riskProfili'])}
              data-testid="inspection-risk"
            />
            <DateField label={label('tarih')} withAsterisk {...input('tarih')} data-testid="inspection-date" />
            <TextInput label={label('liman')} {...input('liman')} data-testid="inspection-port" />
            <TextInput label={label('kurulus')} {...input('kurulus')} />
            <TextInput label={label('denetci')} {...input('denetci')} />
            <DateField label={label('planliKalkis')} {...input('planliKalkis')} data-testid="inspection-departure" />
            <DateField label={label('sonrakiLimanVaris')} {...input('sonrakiLimanVaris')} />
          </SimpleGrid>
          <Group mt="md" align="flex-end">
            <Checkbox label={i18n._(detentionLabels.var)} {...checkbox('tutulma.var')} data-testid="inspection-detained" />
            {values.tutulma.var && <DateField label={i18n._(detentionLabels.serbestBirakma)} {...input('tutulma.serbestBirakma')} />}
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {label('eksiklikler')}
          </Title>
          <Stack gap="md">
            {values.eksiklikler.map((deficiency, index) => (
              <Paper key={index} withBorder radius="sm" p="sm" data-testid={`inspection-deficiency-${index}`}>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <TextInput label={itemLabel('kod')} {...input(`eksiklikler.${index}.kod`)} />
                  <Select
                    label={itemLabel('aksiyonKodu')}
                    withAsterisk
                    allowDeselect={false}
                    data={ACTION_CODES.map((code) => ({ value: code, label: i18n._(actionCodeLabels[code]) }))}
                    {...input(`eksiklikler.${index}.aksiyonKodu`)}
                    value={deficiency.aksiyonKodu || null}
                    data-testid={`inspection-deficiency-code-${index}`}
                  />
                  <DateField label={itemLabel('kapanisTarihi')} {...input(`eksiklikler.${index}.kapanisTarihi`)} />
                </SimpleGrid>
                <Textarea
                  mt="xs"
                  label={itemLabel('aciklama')}
                  withAsterisk
                  autosize
                  minRows={1}
                  {...input(`eksiklikler.${index}.aciklama`)}
                  data-testid={`inspection-deficiency-text-${index}`}
                />
                <FileUploadField
                  label={itemLabel('kanit')}
                  value={deficiency.kanit}
                  onChange={(value) => form.setFieldValue(`eksiklikler.${index}.kanit`, value as never)}
                  error={form.errors[`eksiklikler.${index}.kanit`]}
                  onUploadingChange={upload.onUploadingChange}
                />
                <Group mt="xs" justify="space-between">
                  <Group gap="lg">
                    <Checkbox label={itemLabel('ismIlgili')} {...checkbox(`eksiklikler.${index}.ismIlgili`)} />
                    <Text size="sm" data-testid={`inspection-deficiency-due-${index}`}>
                      {t`Vade`}: {dueOf(deficiency.aksiyonKodu)}
                    </Text>
                  </Group>
                  <RemoveItemButton aria-label={t`Eksikliği kaldır`} onClick={() => form.removeListItem('eksiklikler', index)} />
                </Group>
              </Paper>
            ))}
            {values.eksiklikler.length < MAX_DEFICIENCIES && (
              <AddItemButton
                w="fit-content"
                onClick={() => form.insertListItem('eksiklikler', blankDeficiency())}
                data-testid="inspection-add-deficiency"
              >
                {t`Eksiklik ekle`}
              </AddItemButton>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <FormFileField record={record} label={label('dosya')} />
        </Paper>
      </RecordForm>
    </>
  );
}
