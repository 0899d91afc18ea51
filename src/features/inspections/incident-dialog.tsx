import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { INCIDENT_TYPES, type IncidentType } from '../../domain/incidents';
import { saveIncident } from '../../data/non-conformity-save';
import { usePeopleOptions, type IncidentRow } from '../../data/non-conformities';
import { DateField } from '../../ui/date-field';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { DialogActions, DialogFrame, useDialogShip } from '../../ui/frames/dialog-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import { useDialogValues } from '../../ui/frames/dialog-values';
import { notify } from '../../ui/notify';
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
  const ship = useDialogShip(sirket);
  const people = usePeopleOptions() ?? [];
  const { values, errors, field, text, choice, fail } = useDialogValues<Values>(() =>
    row
      ? { sirket: row.sirket, tarih: row.tarih, tur: row.tur, personel: row.personel ?? '', kayipGun: row.kayipGun ?? '', tanim: row.tanim }
      : { sirket: ship, tarih: localDate(), tur: '', personel: '', kayipGun: '', tanim: '' },
  );
  const [dosya, setDosya] = useState<FileFieldValue>((row?.dosya as FileFieldValue) ?? null);
  const [uploading, setUploading] = useState(false);
  const label = (name: keyof typeof incidentLabels.fields) => i18n._(incidentLabels.fields[name]);

  const submit = async () => {
    try {
      const input = { ...values, personel: values.personel || null, kayipGun: values.kayipGun === '' ? null : Number(values.kayipGun) };
      await saveIncident(input as Parameters<typeof saveIncident>[0], dosya, row?._id);
      notify('success', t`Olay kaydedildi`);
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <DialogFrame title={row ? t`Olayı Düzenle` : t`Olay Ekle`} size="lg" testId="incident" onClose={onClose}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ShipSelect label={label('sirket')} disabled={Boolean(row)} {...field('sirket')} />
          <DateField label={label('tarih')} withAsterisk {...field('tarih')} data-testid="incident-date" />
          <Select
            label={label('tur')}
            withAsterisk
            allowDeselect={false}
            data={INCIDENT_TYPES.map((type) => ({ value: type, label: i18n._(incidentTypeLabels[type]) }))}
            {...choice('tur')}
            data-testid="incident-type-select"
          />
          <Select label={label('personel')} searchable clearable data={people} {...choice('personel')} />
          <NumberInput
            label={label('kayipGun')}
            min={0}
            max={3650}
            allowDecimal={false}
            {...field('kayipGun')}
            data-testid="incident-lost-days"
          />
        </SimpleGrid>
        <Textarea label={label('tanim')} withAsterisk autosize minRows={3} {...text('tanim')} data-testid="incident-description" />
        <FileUploadField label={label('dosya')} value={dosya} onChange={setDosya} error={errors.dosya} onUploadingChange={setUploading} />
        <DialogActions onCancel={onClose} onSave={() => void submit()} blocked={uploading} testId="incident" />
      </Stack>
    </DialogFrame>
  );
}
