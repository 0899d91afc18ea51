import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { UploadedFile } from '../../domain/file';
import type { AcceptPart } from '../../domain/statements/reconcile';
import { acceptStatementLine, type StatementLineRow } from '../../data/statements';
import type { KeptFileRef } from '../../data/files';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { formatDate, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { useUploadWait } from '../../ui/use-upload-wait';

/**
 * Accepting a line's suggestion (docs/areas/bank-statements.md §8): the bank transfer of each part
 * (one per bill of a split) is recorded with the bank's receipt of the movement — a cash flow needs
 * its receipt — and the line is matched to them.
 */
export default function AcceptLineModal({
  line,
  parts,
  names,
  onClose,
}: {
  line: StatementLineRow;
  parts: AcceptPart[];
  names: Map<string, string> | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [file, setFile] = useState<FileFieldValue>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const upload = useUploadWait();

  const day = formatDate(line.tarih);
  const amount = formatMoney(line.tutar, line.dovizCinsi);
  const save = async () => {
    if (!file) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const ids = await acceptStatementLine(line, parts, file as UploadedFile | KeptFileRef);
      if (ids.length === 0) throw new Error('the parts do not add up to the line');
      notify('success', t`Satır kabul edildi, nakit akışı kaydedildi.`);
      onClose();
    } catch {
      notify('error', t`Satır kabul edilemedi`);
    } finally {
      setSaving(false);
    }
  };
  const submit = upload.guard((event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    void save();
  });

  return (
    <Modal opened onClose={onClose} title={t`Satırı Kabul Et`} size="lg">
      <form onSubmit={submit} noValidate data-testid="accept-form">
        <Stack>
          <Text size="sm" c="dimmed">
            {t`${day} tarihli ${amount} tutarındaki satır için her fatura adına bir havale kaydedilir. Bankanın bu işlemin dekontunu ekleyin.`}
          </Text>
          <Table data-testid="accept-parts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Cari Hesap`}</Table.Th>
                <Table.Th ta="right">{t`Tutar`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((part, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{names?.get(part.cariHesap) ?? part.cariHesap}</Table.Td>
                  <Table.Td ta="right">{formatMoney(part.tutar, line.dovizCinsi)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <FileUploadField
            label={t`Dekont`}
            required
            value={file}
            onChange={(value) => {
              setFile(value);
              setMissing(false);
            }}
            error={missing ? t`Dekont gerekli` : undefined}
            onUploadingChange={upload.onUploadingChange}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Vazgeç`}
            </Button>
            <Button type="submit" loading={saving} data-testid="accept-submit">
              {t`Kabul Et`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
