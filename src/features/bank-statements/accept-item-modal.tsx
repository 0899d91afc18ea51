import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { UploadedFile } from '../../domain/file';
import { bankOrderAcceptance, instrumentSettlement } from '../../domain/statements/reconcile';
import { useBankOrder } from '../../data/bank-orders';
import type { KeptFileRef } from '../../data/files';
import { useInstrument } from '../../data/instruments';
import { acceptBankOrderLine, acceptInstrumentLine, type StatementLineRow } from '../../data/statements';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { formatDate, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { instrumentStateLabels } from '../../ui/records/instrument-labels';
import { useUploadWait } from '../../ui/use-upload-wait';

/**
 * Accepting a line whose suggestion is a bank order or a cheque/note (docs/areas/bank-statements.md
 * §8). A bank order: its payment — linked when the order has it already, else recorded on the
 * line's day with the bank's receipt and the order linked to it. A cheque or note: moved to
 * collected or paid at the line's bank account (its own rules, as its detail page's move), the line
 * linked to the cash flow its receipt or issue booked.
 */
export default function AcceptItemModal({
  line,
  koleksiyon,
  kayit,
  accountName,
  onClose,
}: {
  line: StatementLineRow;
  koleksiyon: 'bankaTalimat' | 'cekSenet';
  kayit: string;
  accountName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={koleksiyon === 'bankaTalimat' ? t`Talimat Ödemesini Kabul Et` : t`Çek/Senedi Kapat`} size="lg">
      {koleksiyon === 'bankaTalimat' ? (
        <AcceptOrder line={line} id={kayit} accountName={accountName} onClose={onClose} />
      ) : (
        <AcceptInstrument line={line} id={kayit} accountName={accountName} onClose={onClose} />
      )}
    </Modal>
  );
}

interface ItemProps {
  line: StatementLineRow;
  id: string;
  accountName: string;
  onClose: () => void;
}

function Summary({ rows }: { rows: [string, string][] }) {
  return (
    <Table data-testid="accept-item">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AcceptOrder({ line, id, accountName, onClose }: ItemProps) {
  const { t } = useLingui();
  const order = useBankOrder(id);
  const [file, setFile] = useState<FileFieldValue>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const upload = useUploadWait();
  if (order === undefined) return null;
  const acceptance = order ? bankOrderAcceptance(line, order) : null;
  const linking = acceptance !== null && 'bagla' in acceptance;
  const day = formatDate(line.tarih);

  const save = async () => {
    if (!acceptance) return;
    if (!linking && !file) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const ids = await acceptBankOrderLine(line, id, linking ? null : (file as UploadedFile | KeptFileRef));
      if (ids.length === 0) throw new Error('the order does not fit the line');
      notify('success', linking ? t`Satır talimatın ödemesine bağlandı.` : t`Talimatın ödemesi kaydedildi, satır eşleştirildi.`);
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
    <form onSubmit={submit} noValidate data-testid="accept-form">
      <Stack>
        {order && (
          <Summary
            rows={[
              [t`Talimat`, order.ref],
              [t`Cari Hesap`, accountName || order.cariHesap],
              [t`Tutar`, formatMoney(order.miktar, order.dovizCinsi)],
            ]}
          />
        )}
        {!acceptance ? (
          <Alert color="red">{t`Bu talimat satıra uymuyor (tutar, döviz cinsi veya yön farklı).`}</Alert>
        ) : linking ? (
          <Text
            size="sm"
            c="dimmed"
          >{t`Talimatın ödemesi zaten kayıtlı: satır bu nakit akışına bağlanır, ikinci bir ödeme kaydedilmez.`}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t`Talimatın ödemesi ${day} tarihli havale olarak kaydedilir ve talimata bağlanır. Bankanın bu işlemin dekontunu ekleyin.`}
            </Text>
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
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button type="submit" loading={saving} disabled={!acceptance} data-testid="accept-submit">
            {t`Kabul Et`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AcceptInstrument({ line, id, accountName, onClose }: ItemProps) {
  const { t, i18n } = useLingui();
  const instrument = useInstrument(id);
  const [saving, setSaving] = useState(false);
  if (instrument === undefined) return null;
  const moves = instrument ? instrumentSettlement(line, instrument) : null;
  const last = moves?.[moves.length - 1];
  const day = formatDate(line.tarih);
  const state = last ? i18n._(instrumentStateLabels[last.durum]) : '';

  const save = async () => {
    setSaving(true);
    try {
      if (!(await acceptInstrumentLine(line, id))) throw new Error('the instrument does not fit the line');
      notify('success', t`Çek/senet kapatıldı, satır eşleştirildi.`);
      onClose();
    } catch {
      notify('error', t`Satır kabul edilemedi`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      {instrument && (
        <Summary
          rows={[
            [t`Seri No`, instrument.seriNo || '—'],
            [t`Cari Hesap`, accountName || instrument.cariHesap],
            [t`Tutar`, formatMoney(instrument.miktar, instrument.dovizCinsi)],
            [t`Durum`, i18n._(instrumentStateLabels[instrument.durum])],
          ]}
        />
      )}
      {last ? (
        <Text size="sm" c="dimmed">
          {t`Çek/senet ${day} tarihinde bu banka hesabında “${state}” olarak işlenir. Cari hesabın tahsilatı veya ödemesi alındığında/verildiğinde kaydedildiği için yeni nakit akışı kaydedilmez; satır o nakit akışına bağlanır.`}
        </Text>
      ) : (
        <Alert color="red">{t`Bu çek/senet satıra uymuyor (durum, tutar, döviz cinsi veya yön farklı).`}</Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t`Vazgeç`}
        </Button>
        <Button loading={saving} disabled={!last} onClick={() => void save()} data-testid="accept-submit">
          {t`Kabul Et`}
        </Button>
      </Group>
    </Stack>
  );
}
