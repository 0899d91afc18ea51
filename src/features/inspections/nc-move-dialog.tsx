import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import type { NcState, NonConformity } from '../../domain/non-conformity';
import { MOVE_NEEDS } from '../../domain/non-conformity';
import { moveAndSave, refusedFields } from '../../data/non-conformity-save';
import type { NonConformityRow } from '../../data/non-conformities';
import { DateField } from '../../ui/date-field';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { DialogActions, DialogFrame } from '../../ui/frames/dialog-frame';
import { useDialogValues } from '../../ui/frames/dialog-values';
import { notify } from '../../ui/notify';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { nonConformityLabels } from './nc-labels';
import { useMoveTexts } from './nc-texts';
import { useUserOptions } from './nc-user-options';

// A non-conformity's move (docs/areas/inspections.md §2a), loaded with the first click of a move
// button: the fields the move needs (MOVE_NEEDS), checked by the same rules as the server's
// (`moveNonConformity`), saved on the device and queued.

type Values = {
  kokNeden: string;
  duzelticiFaaliyet: string;
  sorumlu: string;
  hedefTarih: string;
  uygulamaTarihi: string;
  dogrulayan: string;
  etkin: '' | 'evet' | 'hayir';
  kapanisTarihi: string;
};

function initial(row: NonConformityRow): Values {
  return {
    kokNeden: row.kokNeden,
    duzelticiFaaliyet: row.duzelticiFaaliyet,
    sorumlu: row.sorumlu,
    hedefTarih: row.hedefTarih ?? '',
    uygulamaTarihi: row.uygulamaTarihi ?? localDate(),
    dogrulayan: '',
    etkin: '',
    kapanisTarihi: localDate(),
  };
}

export default function NcMoveDialog({
  row,
  hedef,
  onClose,
}: {
  row: NonConformityRow;
  hedef: Exclude<NcState, 'acik'>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const moves = useMoveTexts();
  const { values, errors, set, field, text, choice, fail } = useDialogValues<Values>(() => initial(row));
  const [kanit, setKanit] = useState<FileFieldValue>((row.kanit as FileFieldValue) ?? null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const users = useUserOptions([row.sorumlu, row.dogrulayan]);
  const needs = MOVE_NEEDS[hedef];
  const label = (name: keyof typeof nonConformityLabels.fields) => i18n._(nonConformityLabels.fields[name]);

  const needText = moves.needs(hedef);
  const submit = async () => {
    const changes: Partial<NonConformity> = {};
    for (const need of needs) {
      if (need === 'kanit') continue;
      if (need === 'etkin') changes.etkin = values.etkin === '' ? null : values.etkin === 'evet';
      else changes[need] = values[need] || null;
    }
    if (needs.includes('kokNeden'))
      Object.assign(changes, { kokNeden: values.kokNeden, duzelticiFaaliyet: values.duzelticiFaaliyet, sorumlu: values.sorumlu });
    setSaving(true);
    try {
      const moved = await moveAndSave(row, hedef, changes, needs.includes('kanit') ? kanit : undefined);
      notify('success', moved.durum === hedef ? t`Uygunsuzluk güncellendi` : t`Faaliyet etkin bulunmadı; uygunsuzluk yeniden planlanacak`);
      onClose();
    } catch (error) {
      fail(error, refusedFields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame title={`${moves.action(hedef)}: ${row.tanim.slice(0, 60)}`} size="lg" testId="nc-move" onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`Gerekli: ${needText}`}
        </Text>
        {needs.includes('kokNeden') && (
          <>
            <Textarea label={label('kokNeden')} withAsterisk autosize minRows={2} {...text('kokNeden')} data-testid="nc-root-cause" />
            <Textarea
              label={label('duzelticiFaaliyet')}
              withAsterisk
              autosize
              minRows={2}
              {...text('duzelticiFaaliyet')}
              data-testid="nc-action"
            />
            <Select label={label('sorumlu')} withAsterisk data={users} {...choice('sorumlu')} data-testid="nc-responsible" />
          </>
        )}
        {needs.includes('hedefTarih') && (
          <DateField label={label('hedefTarih')} withAsterisk {...field('hedefTarih')} data-testid="nc-due" />
        )}
        {needs.includes('uygulamaTarihi') && (
          <DateField label={label('uygulamaTarihi')} withAsterisk {...field('uygulamaTarihi')} data-testid="nc-done-date" />
        )}
        {needs.includes('kanit') && (
          <FileUploadField
            label={label('kanit')}
            required
            value={kanit}
            onChange={setKanit}
            error={errors.kanit}
            onUploadingChange={setUploading}
          />
        )}
        {needs.includes('dogrulayan') && (
          <>
            <Select
              label={label('dogrulayan')}
              withAsterisk
              data={users}
              {...choice('dogrulayan')}
              description={t`Sorumludan başka biri`}
              data-testid="nc-verifier"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {label('etkin')}
              </Text>
              <SegmentedControl
                value={values.etkin}
                onChange={(value) => set('etkin')(value as Values['etkin'])}
                data={[
                  { value: 'evet', label: t`Etkin` },
                  { value: 'hayir', label: t`Etkin değil` },
                ]}
                data-testid="nc-effective"
              />
              {errors.etkin && (
                <Text size="xs" c="red">
                  {errors.etkin}
                </Text>
              )}
            </Stack>
          </>
        )}
        {needs.includes('kapanisTarihi') && (
          <DateField label={label('kapanisTarihi')} withAsterisk {...field('kapanisTarihi')} data-testid="nc-close-date" />
        )}
        {errors.durum && (
          <Text size="sm" c="red">
            {errors.durum}
          </Text>
        )}
        <DialogActions
          onCancel={onClose}
          onSave={() => void submit()}
          saveLabel={moves.action(hedef)}
          saving={saving}
          blocked={uploading}
          testId="nc-move"
        />
        <RecordMessages koleksiyon="uygunsuzluk" id={row._id} sirket={row.sirket} />
      </Stack>
    </DialogFrame>
  );
}
