import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { BdnInput } from '../../domain/bdn';
import { formValuesOf } from '../../domain/records/form-input';
import { useBdnList } from '../../data/bdn';
import { saveBdn } from '../../data/bdn-save';
import { captureAsFile, removeCapture, type CaptureRow } from '../../data/capture';
import { forgetFile, type KeptFileRef } from '../../data/files';
import { useLocal } from '../../data/local';
import { WritableCompanySelect } from '../../ui/company-select';
import { formatDate } from '../../ui/format';
import { notify } from '../../ui/notify';

/**
 * "Kayda ekle": a BDN of a ship gets the item as its file (the signed note), saved through the
 * BDN's own save module like its form does; the tray item goes once the BDN is saved.
 */
export default function AttachToBdn({ row, initialShip, onClose }: { row: CaptureRow; initialShip: string; onClose: () => void }) {
  const { t } = useLingui();
  const local = useLocal();
  const [sirket, setSirket] = useState(initialShip);
  const [bdnId, setBdnId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bdns = useBdnList(sirket);
  const options = (bdns ?? []).map((bdn) => ({
    value: bdn._id,
    label: `${bdn.bdnNo} · ${formatDate(bdn.tarih)}${bdn.dosya ? ` · ${t`dosyası değiştirilir`}` : ''}`,
  }));

  const attach = async () => {
    const bdn = bdns?.find((candidate) => candidate._id === bdnId);
    if (!local || !bdn) {
      setError(t`Bir BDN seçin.`);
      return;
    }
    setSaving(true);
    let file: KeptFileRef | null = null;
    try {
      file = await captureAsFile(local.db, row.id);
      await saveBdn({ ...formValuesOf('bdn', bdn), dosya: file } as BdnInput, file, bdn._id);
      await removeCapture(local.db, row.id);
      notify('success', t`Dosya BDN'ye eklendi; bağlantı olunca yüklenir.`);
      onClose();
    } catch {
      // Nothing lost: the item stays in the tray.
      if (file) await forgetFile(local.db, file.keptId);
      setError(t`BDN kaydedilemedi; dosya tepside kaldı.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Kayda ekle`}>
      <Stack gap="sm" data-testid="capture-attach">
        <Text size="sm">{row.name}</Text>
        <WritableCompanySelect
          label={t`Gemi`}
          value={sirket}
          onChange={(value) => {
            setSirket(value);
            setBdnId(null);
          }}
        />
        <Select
          label={t`BDN`}
          searchable
          data={options}
          value={bdnId}
          onChange={(value) => {
            setBdnId(value);
            setError(null);
          }}
          nothingFoundMessage={t`Bu geminin BDN'si yok`}
          error={error}
          errorProps={{ role: 'alert' }}
          data-testid="capture-bdn"
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
