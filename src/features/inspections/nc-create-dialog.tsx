import { useLingui } from '@lingui/react/macro';
import { Select, Stack, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { NC_SEVERITIES, type NcSeverity } from '../../domain/non-conformity';
import { refusedFields, saveNonConformity } from '../../data/non-conformity-save';
import { DateField } from '../../ui/date-field';
import { DialogActions, DialogFrame, useDialogShip } from '../../ui/frames/dialog-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import { useDialogValues } from '../../ui/frames/dialog-values';
import { notify } from '../../ui/notify';
import { ncSeverityLabels, nonConformityLabels } from './nc-labels';

// A new non-conformity, raised open (docs/areas/inspections.md §2a): the ship, the date, the
// severity and what was found; its moves follow on the board.

export default function NcCreateDialog({ sirket, onClose }: { sirket: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const ship = useDialogShip(sirket);
  const { values, field, text, choice, fail } = useDialogValues(() => ({
    sirket: ship,
    tarih: localDate(),
    siddet: '' as NcSeverity | '',
    tanim: '',
  }));
  const label = (name: keyof typeof nonConformityLabels.fields) => i18n._(nonConformityLabels.fields[name]);

  const submit = async () => {
    try {
      await saveNonConformity({ ...values, durum: 'acik', kaynak: null } as Parameters<typeof saveNonConformity>[0], null);
      notify('success', t`Uygunsuzluk kaydedildi`);
      onClose();
    } catch (error) {
      fail(error, refusedFields);
    }
  };

  return (
    <DialogFrame title={t`Uygunsuzluk Ekle`} size="lg" testId="nc-create" onClose={onClose}>
      <Stack gap="sm">
        <ShipSelect label={label('sirket')} {...field('sirket')} />
        <DateField label={label('tarih')} withAsterisk {...field('tarih')} />
        <Select
          label={label('siddet')}
          withAsterisk
          data={NC_SEVERITIES.map((severity) => ({ value: severity, label: i18n._(ncSeverityLabels[severity]) }))}
          {...choice('siddet')}
          data-testid="nc-severity"
        />
        <Textarea label={label('tanim')} withAsterisk autosize minRows={3} {...text('tanim')} data-testid="nc-description" />
        <DialogActions onCancel={onClose} onSave={() => void submit()} testId="nc-create" />
      </Stack>
    </DialogFrame>
  );
}
