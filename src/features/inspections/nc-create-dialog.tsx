import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { NC_SEVERITIES, type NcSeverity } from '../../domain/non-conformity';
import { toFieldErrors } from '../../domain/validation';
import { useWritableCompanies } from '../../data/grants';
import { NonConformityRefused, saveNonConformity } from '../../data/non-conformity-save';
import { DateField } from '../../ui/date-field';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { toFormErrors } from '../../ui/to-form-errors';
import { ncSeverityLabels, nonConformityLabels } from './nc-labels';

// A new non-conformity, raised open (docs/areas/inspections.md §2a): the ship, the date, the
// severity and what was found; its moves follow on the board.

export default function NcCreateDialog({ sirket, onClose }: { sirket: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const companies = useWritableCompanies();
  const [values, setValues] = useState({
    sirket: sirket || companies[0]?._id || '',
    tarih: localDate(),
    siddet: '' as NcSeverity | '',
    tanim: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = (name: keyof typeof nonConformityLabels.fields) => i18n._(nonConformityLabels.fields[name]);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async () => {
    try {
      await saveNonConformity({ ...values, durum: 'acik', kaynak: null } as Parameters<typeof saveNonConformity>[0], null);
      notify('success', t`Uygunsuzluk kaydedildi`);
      onClose();
    } catch (error) {
      const found =
        error instanceof NonConformityRefused ? error.refusal.errors : error instanceof v.ValiError ? toFieldErrors(error.issues) : null;
      if (!found) throw error;
      setErrors(toFormErrors(found as Parameters<typeof toFormErrors>[0], (key) => errorText(i18n, key)));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Uygunsuzluk Ekle`} size="lg" data-testid="nc-create-dialog">
      <Stack gap="sm">
        <Select
          label={label('sirket')}
          withAsterisk
          allowDeselect={false}
          data={companies.map((company) => ({ value: company._id, label: company.gemi?.adi || company.isim }))}
          value={values.sirket || null}
          onChange={(value) => set('sirket')(value ?? '')}
          error={errors.sirket}
        />
        <DateField label={label('tarih')} withAsterisk value={values.tarih} onChange={set('tarih')} error={errors.tarih} />
        <Select
          label={label('siddet')}
          withAsterisk
          data={NC_SEVERITIES.map((severity) => ({ value: severity, label: i18n._(ncSeverityLabels[severity]) }))}
          value={values.siddet || null}
          onChange={(value) => set('siddet')(value ?? '')}
          error={errors.siddet}
          data-testid="nc-severity"
        />
        <Textarea
          label={label('tanim')}
          withAsterisk
          autosize
          minRows={3}
          value={values.tanim}
          onChange={(e) => set('tanim')(e.currentTarget.value)}
          error={errors.tanim}
          data-testid="nc-description"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button onClick={() => void submit()} data-testid="nc-create-submit">
            {t`Kaydet`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
