import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { INCIDENT_TYPES, type IncidentType } from '../../domain/incidents';
import { toFieldErrors } from '../../domain/validation';
import { useWritableCompanies } from '../../data/grants';
import { saveIncident } from '../../data/non-conformity-save';
import { usePeopleOptions, type IncidentRow } from '../../data/non-conformities';
import { DateField } from '../../ui/date-field';
import { errorText } from '../../ui/error-text';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { notify } from '../../ui/notify';
import { toFormErrors } from '../../ui/to-form-errors';
import { incidentLabels, incidentTypeLabels } from './nc-labels';

// An incident's form (docs/areas/inspections.md §3a), a dialog of the incidents' list loaded on first
// use: the ship, the date, the type, the person hurt, the days lost, what happened and a file.
// Saved on the device and queued (offline on the ship).

interface Values {
  sirket: string;
  tarih: string;
  tur: IncidentType | '';
  personel: string;
  kayipGun: number | string;
  tanim: string;
}

export default function IncidentDialog({ row, sirket, onClose }: { row: IncidentRow | null; sirket: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const companies = useWritableCompanies();
  const people = usePeopleOptions() ?? [];
  const [values, setValues] = useState<Values>(() =>
    row
      ? { sirket: row.sirket, tarih: row.tarih, tur: row.tur, personel: row.personel ?? '', kayipGun: row.kayipGun ?? '', tanim: row.tanim }
      : { sirket: sirket || companies[0]?._id || '', tarih: localDate(), tur: '', personel: '', kayipGun: '', tanim: '' },
  );
  const [dosya, setDosya] = useState<FileFieldValue>((row?.dosya as FileFieldValue) ?? null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = (name: keyof typeof incidentLabels.fields) => i18n._(incidentLabels.fields[name]);
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    };

  const submit = async () => {
    try {
      const input = { ...values, personel: values.personel || null, kayipGun: values.kayipGun === '' ? null : Number(values.kayipGun) };
      await saveIncident(input as Parameters<typeof saveIncident>[0], dosya, row?._id);
      notify('success', t`Olay kaydedildi`);
      onClose();
    } catch (error) {
      if (!(error instanceof v.ValiError)) throw error;
      setErrors(toFormErrors(toFieldErrors(error.issues), (key) => errorText(i18n, key)));
    }
  };

  return (
    <Modal opened onClose={onClose} title={row ? t`Olayı Düzenle` : t`Olay Ekle`} size="lg" data-testid="incident-dialog">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={label('sirket')}
            withAsterisk
            allowDeselect={false}
            disabled={Boolean(row)}
            data={companies.map((company) => ({ value: company._id, label: company.gemi?.adi || company.isim }))}
            value={values.sirket || null}
            onChange={(value) => set('sirket')(value ?? '')}
            error={errors.sirket}
          />
          <DateField
            label={label('tarih')}
            withAsterisk
            value={values.tarih}
            onChange={set('tarih')}
            error={errors.tarih}
            data-testid="incident-date"
          />
          <Select
            label={label('tur')}
            withAsterisk
            allowDeselect={false}
            data={INCIDENT_TYPES.map((type) => ({ value: type, label: i18n._(incidentTypeLabels[type]) }))}
            value={values.tur || null}
            onChange={(value) => set('tur')((value ?? '') as Values['tur'])}
            error={errors.tur}
            data-testid="incident-type-select"
          />
          <Select
            label={label('personel')}
            searchable
            clearable
            data={people}
            value={values.personel || null}
            onChange={(value) => set('personel')(value ?? '')}
            error={errors.personel}
          />
          <NumberInput
            label={label('kayipGun')}
            min={0}
            max={3650}
            allowDecimal={false}
            value={values.kayipGun}
            onChange={set('kayipGun')}
            error={errors.kayipGun}
            data-testid="incident-lost-days"
          />
        </SimpleGrid>
        <Textarea
          label={label('tanim')}
          withAsterisk
          autosize
          minRows={3}
          value={values.tanim}
          onChange={(event) => set('tanim')(event.currentTarget.value)}
          error={errors.tanim}
          data-testid="incident-description"
        />
        <FileUploadField label={label('dosya')} value={dosya} onChange={setDosya} error={errors.dosya} onUploadingChange={setUploading} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button onClick={() => void submit()} disabled={uploading} data-testid="incident-submit">
            {t`Kaydet`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
