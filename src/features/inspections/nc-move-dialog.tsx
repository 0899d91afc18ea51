import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import type { NcState, NonConformity } from '../../domain/non-conformity';
import { MOVE_NEEDS } from '../../domain/non-conformity';
import { toFieldErrors } from '../../domain/validation';
import { moveAndSave, NonConformityRefused } from '../../data/non-conformity-save';
import type { NonConformityRow } from '../../data/non-conformities';
import { DateField } from '../../ui/date-field';
import { errorText } from '../../ui/error-text';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { notify } from '../../ui/notify';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { toFormErrors } from '../../ui/to-form-errors';
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
  const [values, setValues] = useState<Values>(() => initial(row));
  const [kanit, setKanit] = useState<FileFieldValue>((row.kanit as FileFieldValue) ?? null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const users = useUserOptions([row.sorumlu, row.dogrulayan]);
  const needs = MOVE_NEEDS[hedef];
  const label = (name: keyof typeof nonConformityLabels.fields) => i18n._(nonConformityLabels.fields[name]);
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    };

  const needText = moves.needs(hedef);
  const submit = async () => {
    const changes: Partial<NonConformity> = {};
    for (const field of needs) {
      if (field === 'kanit') continue;
      if (field === 'etkin') changes.etkin = values.etkin === '' ? null : values.etkin === 'evet';
      else changes[field] = values[field] || null;
    }
    if (needs.includes('kokNeden'))
      Object.assign(changes, { kokNeden: values.kokNeden, duzelticiFaaliyet: values.duzelticiFaaliyet, sorumlu: values.sorumlu });
    setSaving(true);
    try {
      const moved = await moveAndSave(row, hedef, changes, needs.includes('kanit') ? kanit : undefined);
      notify('success', moved.durum === hedef ? t`Uygunsuzluk güncellendi` : t`Faaliyet etkin bulunmadı; uygunsuzluk yeniden planlanacak`);
      onClose();
    } catch (error) {
      const found =
        error instanceof NonConformityRefused ? error.refusal.errors : error instanceof v.ValiError ? toFieldErrors(error.issues) : null;
      if (!found) throw error;
      setErrors(toFormErrors(found as Parameters<typeof toFormErrors>[0], (key) => errorText(i18n, key)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`${moves.action(hedef)}: ${row.tanim.slice(0, 60)}`} size="lg" data-testid="nc-move-dialog">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`Gerekli: ${needText}`}
        </Text>
        {needs.includes('kokNeden') && (
          <>
            <Textarea
              label={label('kokNeden')}
              withAsterisk
              autosize
              minRows={2}
              value={values.kokNeden}
              onChange={(e) => set('kokNeden')(e.currentTarget.value)}
              error={errors.kokNeden}
              data-testid="nc-root-cause"
            />
            <Textarea
              label={label('duzelticiFaaliyet')}
              withAsterisk
              autosize
              minRows={2}
              value={values.duzelticiFaaliyet}
              onChange={(e) => set('duzelticiFaaliyet')(e.currentTarget.value)}
              error={errors.duzelticiFaaliyet}
              data-testid="nc-action"
            />
            <Select
              label={label('sorumlu')}
              withAsterisk
              data={users}
              value={values.sorumlu || null}
              onChange={(value) => set('sorumlu')(value ?? '')}
              error={errors.sorumlu}
              data-testid="nc-responsible"
            />
          </>
        )}
        {needs.includes('hedefTarih') && (
          <DateField
            label={label('hedefTarih')}
            withAsterisk
            value={values.hedefTarih}
            onChange={set('hedefTarih')}
            error={errors.hedefTarih}
            data-testid="nc-due"
          />
        )}
        {needs.includes('uygulamaTarihi') && (
          <DateField
            label={label('uygulamaTarihi')}
            withAsterisk
            value={values.uygulamaTarihi}
            onChange={set('uygulamaTarihi')}
            error={errors.uygulamaTarihi}
            data-testid="nc-done-date"
          />
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
              value={values.dogrulayan || null}
              onChange={(value) => set('dogrulayan')(value ?? '')}
              error={errors.dogrulayan}
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
          <DateField
            label={label('kapanisTarihi')}
            withAsterisk
            value={values.kapanisTarihi}
            onChange={set('kapanisTarihi')}
            error={errors.kapanisTarihi}
            data-testid="nc-close-date"
          />
        )}
        {errors.durum && (
          <Text size="sm" c="red">
            {errors.durum}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={uploading} data-testid="nc-move-submit">
            {moves.action(hedef)}
          </Button>
        </Group>
        <RecordMessages koleksiyon="uygunsuzluk" id={row._id} sirket={row.sirket} />
      </Stack>
    </Modal>
  );
}
