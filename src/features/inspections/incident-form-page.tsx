import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { NumberInput, Paper, Select, SimpleGrid, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { INCIDENT_TYPES, type IncidentType } from '../../domain/incidents';
import { incidentKind } from '../../domain/kinds/incident';
import { useSelectedCompany } from '../../data/companies';
import { useWritableCompanies } from '../../data/grants';
import { incidentSchema, saveIncident } from '../../data/non-conformity-save';
import { useIncident, usePeopleOptions, type IncidentRow } from '../../data/non-conformities';
import { DateField } from '../../ui/date-field';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { FormGate, FormHeader } from '../../ui/frames/form-frame';
import type { Place } from '../../ui/frames/detail-frame';
import { RecordForm } from '../../ui/record-form';
import { incidentLabels, incidentTypeLabels } from '../../ui/records/non-conformity-labels';
import { useRecordForm } from '../../ui/use-record-form';

/** An incident as the form edits it: choices and references '' for none. */
interface IncidentValues {
  sirket: string;
  tarih: string;
  tur: IncidentType | '';
  personel: string;
  kayipGun: number | '';
  tanim: string;
  dosya: FileFieldValue;
}

function initialValues(row: IncidentRow | null, sirket: string): IncidentValues {
  if (row) {
    return {
      sirket: row.sirket,
      tarih: row.tarih,
      tur: row.tur,
      personel: row.personel ?? '',
      kayipGun: row.kayipGun ?? '',
      tanim: row.tanim,
      dosya: row.dosya as FileFieldValue,
    };
  }
  return { sirket, tarih: localDate(), tur: '', personel: '', kayipGun: '', tanim: '', dosya: null };
}

/** The incidents' place: Denetleme Raporları › Olay Raporları. */
function useIncidentPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Denetleme Raporları`,
    list: { label: t`Olay Raporları`, link: (props) => <Link to="/denetleme-raporlari/olay-raporlari" {...props} /> },
  };
}

/** Create or edit an incident (its detail is its form): the ship, the date, the type, the person hurt, the days lost. */
export function IncidentFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const selected = useSelectedCompany() ?? '';
  const place = useIncidentPlace();
  return (
    <FormGate
      kind={incidentKind}
      id={id}
      record={useIncident(id ?? '')}
      place={place}
      title={t`Olayı Düzenle`}
      message={t`Olay bulunamadı`}
    >
      {(row) => <IncidentForm id={id} initial={initialValues(row, selected)} place={place} />}
    </FormGate>
  );
}

function IncidentForm({ id, initial, place }: { id: string | undefined; initial: IncidentValues; place: Place }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/denetleme-raporlari/olay-raporlari', replace: true });
  const record = useRecordForm({
    collection: 'olay',
    id,
    initial,
    schema: incidentSchema,
    save: ({ dosya, ...values }) =>
      saveIncident(
        { ...values, personel: values.personel || null, kayipGun: values.kayipGun === '' ? null : values.kayipGun } as Parameters<
          typeof saveIncident
        >[0],
        dosya,
        id,
      ),
    then: () => back(),
  });
  const { form, values, upload } = record;
  const input = (path: string) => ({ key: form.key(path), ...form.getInputProps(path) });
  const companies = useWritableCompanies();
  const people = usePeopleOptions() ?? [];
  const label = (name: keyof typeof incidentLabels.fields) => i18n._(incidentLabels.fields[name]);
  const title = id ? t`Olayı Düzenle` : t`Olay Ekle`;
  return (
    <>
      <FormHeader title={title} place={place} editing={Boolean(id)} />
      <RecordForm record={record} onCancel={() => back()} maw={900} testId="incident-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={label('sirket')}
              withAsterisk
              allowDeselect={false}
              disabled={Boolean(id)}
              data={companies.map((company) => ({ value: company._id, label: company.gemi?.adi || company.isim }))}
              {...input('sirket')}
              value={values.sirket || null}
              onChange={(value) => value && form.setFieldValue('sirket', value)}
            />
            <DateField label={label('tarih')} withAsterisk {...input('tarih')} data-testid="incident-date" />
            <Select
              label={label('tur')}
              withAsterisk
              allowDeselect={false}
              data={INCIDENT_TYPES.map((type) => ({ value: type, label: i18n._(incidentTypeLabels[type]) }))}
              {...input('tur')}
              value={values.tur || null}
              onChange={(value) => form.setFieldValue('tur', (value ?? '') as IncidentValues['tur'])}
              data-testid="incident-type-select"
            />
            <Select
              label={label('personel')}
              searchable
              clearable
              data={people}
              {...input('personel')}
              value={values.personel || null}
              onChange={(value) => form.setFieldValue('personel', value ?? '')}
            />
            <NumberInput
              label={label('kayipGun')}
              min={0}
              max={3650}
              allowDecimal={false}
              {...input('kayipGun')}
              data-testid="incident-lost-days"
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={label('tanim')}
            withAsterisk
            autosize
            minRows={3}
            {...input('tanim')}
            data-testid="incident-description"
          />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <FileUploadField
            label={label('dosya')}
            value={values.dosya}
            onChange={(value) => form.setFieldValue('dosya', value as never)}
            error={form.errors.dosya}
            onUploadingChange={upload.onUploadingChange}
          />
        </Paper>
      </RecordForm>
    </>
  );
}
