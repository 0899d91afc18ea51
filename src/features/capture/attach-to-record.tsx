import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { captureAsFile, removeCapture, type CaptureRow } from '../../data/capture';
import { forgetFile, type KeptFileRef } from '../../data/files';
import { useDeviceRows } from '../../data/kind-reads';
import { useLocal } from '../../data/local';
import { WritableCompanySelect } from '../../ui/company-select';
import { notify } from '../../ui/notify';
import { ATTACH_KINDS, ATTACH_TARGETS, type AttachKind } from './attach-targets';

/**
 * "Kayda ekle": the item goes to a record of a ship as its file (a BDN's signed note, a work report's
 * files, an inspection deficiency's evidence, a certificate's scan, a bill's file), saved through the
 * kind's own save module like its form does (./attach-targets.ts); the tray item goes once the
 * record is saved on the device. Offline too: the outbox's replay uploads the file before the change.
 */
export default function AttachToRecord({ row, initialShip, onClose }: { row: CaptureRow; initialShip: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const [kind, setKind] = useState<AttachKind>('bdn');
  const [sirket, setSirket] = useState(initialShip);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const target = ATTACH_TARGETS[kind];
  const candidates = useDeviceRows((db) => (sirket ? target.list(db, sirket, i18n) : Promise.resolve([])), [kind, sirket, i18n.locale]);
  const options = (candidates ?? []).map((option) => ({
    value: option.value,
    label: option.full
      ? `${option.label} · ${t`dosya sınırı dolu`}`
      : option.replaces
        ? `${option.label} · ${t`dosyası değiştirilir`}`
        : option.label,
    disabled: option.full,
  }));
  const fieldName = i18n._(target.field);

  const attach = async () => {
    const chosen = candidates?.find((candidate) => candidate.value === value);
    if (!local || !chosen || chosen.full) {
      setError(t`Bir kayıt seçin.`);
      return;
    }
    setSaving(true);
    let file: KeptFileRef | null = null;
    try {
      file = await captureAsFile(local.db, row.id);
      await target.attach(local.db, chosen.value, file);
      await removeCapture(local.db, row.id);
      notify('success', t`Dosya kayda eklendi; bağlantı olunca yüklenir.`);
      onClose();
    } catch {
      // Nothing lost: the item stays in the tray.
      if (file) await forgetFile(local.db, file.keptId);
      setError(t`Kayıt kaydedilemedi; dosya tepside kaldı.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Kayda ekle`}>
      <Stack gap="sm" data-testid="capture-attach">
        <Text size="sm">{row.name}</Text>
        <Select
          label={t`Kayıt türü`}
          allowDeselect={false}
          value={kind}
          data={ATTACH_KINDS.map((name) => ({ value: name, label: i18n._(ATTACH_TARGETS[name].name) }))}
          onChange={(next) => {
            if (!next) return;
            setKind(next as AttachKind);
            setValue(null);
            setError(null);
          }}
          data-testid="capture-kind"
        />
        <WritableCompanySelect
          label={t`Gemi`}
          value={sirket}
          onChange={(next) => {
            setSirket(next);
            setValue(null);
          }}
        />
        <Select
          label={i18n._(target.name)}
          description={target.multiple ? t`${fieldName} listesine eklenir` : t`${fieldName} alanına konur`}
          searchable
          data={options}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          nothingFoundMessage={t`Bu gemide bu türden kayıt yok`}
          error={error}
          errorProps={{ role: 'alert' }}
          data-testid="capture-record"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button onClick={() => void attach()} loading={saving} data-testid="capture-attach-save">
            {t`Ekle`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
