import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select, Stack, TextInput } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { SIGN_OFF_REASONS, type SignOffReason } from '../../domain/incidents';
import { formValuesOf } from '../../domain/records/form-input';
import { useLocal } from '../../data/local';
import type { AssignmentRow } from '../../data/personnel';
import { assignmentRefusal, saveAssignment } from '../../data/personnel-save';
import type { AssignmentInput } from '../../domain/personnel';
import { DateField } from '../../ui/date-field';
import { errorText } from '../../ui/error-text';
import { DialogActions, DialogFrame } from '../../ui/frames/dialog-frame';
import { notify } from '../../ui/notify';
import { assignmentLabels, signOffReasonLabels } from '../../ui/records/personnel-labels';

// A crew member's sign-off (docs/areas/crew.md, docs/areas/inspections.md §3a): the date, the port
// and why (`ayrilmaNedeni`, read by the officer retention figure), on the tour's assignment; a
// dialog of the person's page, loaded on first use, saved on the device and queued.

export default function SignOffDialog({ tour, onClose }: { tour: AssignmentRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const [inisTarihi, setDate] = useState(
    tour.planlananInisTarihi && tour.planlananInisTarihi <= localDate() ? tour.planlananInisTarihi : localDate(),
  );
  const [inisLimani, setPort] = useState('');
  const [reason, setReason] = useState<SignOffReason>('kontrat-sonu');
  const [error, setError] = useState('');
  const label = (name: keyof typeof assignmentLabels.fields) => i18n._(assignmentLabels.fields[name]);

  const submit = async () => {
    if (!local) return;
    if (inisTarihi < tour.binisTarihi) return setError(t`İniş, binişten önce olamaz`);
    // The tour as the device keeps it (its wage an integer at its scale) as a form's values.
    const fields = formValuesOf('gorevlendirme', tour);
    const input: AssignmentInput = { ...fields, inisTarihi, inisLimani, ayrilmaNedeni: reason };
    try {
      await saveAssignment(local.db, input, tour._id);
    } catch (caught) {
      // Refused on the device (the tour's other fields, or an overlap): said on the dialog, which stays open.
      const issue = assignmentRefusal(caught);
      return setError(issue ? errorText(i18n, issue) : t`Kaydedilemedi`);
    }
    notify('success', t`İniş kaydedildi`);
    onClose();
  };

  return (
    <DialogFrame title={t`İniş`} size="md" testId="sign-off" onClose={onClose}>
      <Stack gap="sm">
        <DateField
          label={label('inisTarihi')}
          withAsterisk
          value={inisTarihi}
          onChange={setDate}
          error={error || undefined}
          data-testid="sign-off-date"
        />
        <TextInput label={label('inisLimani')} value={inisLimani} onChange={(event) => setPort(event.currentTarget.value)} />
        <Select
          label={label('ayrilmaNedeni')}
          withAsterisk
          allowDeselect={false}
          data={SIGN_OFF_REASONS.map((value) => ({ value, label: i18n._(signOffReasonLabels[value]) }))}
          value={reason}
          onChange={(value) => value && setReason(value as SignOffReason)}
          data-testid="sign-off-reason"
        />
        <DialogActions onCancel={onClose} onSave={() => void submit()} testId="sign-off" />
      </Stack>
    </DialogFrame>
  );
}
