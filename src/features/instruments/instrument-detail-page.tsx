import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { isCalendarDate } from '../../domain/calendar';
import { beforeDue, nextStates, type InstrumentState, type Movement } from '../../domain/instruments';
import { useAccountNames } from '../../data/account-names';
import { useCompanies, useCompanyDetail } from '../../data/companies';
import { useCanWriteCompany } from '../../data/grants';
import { InstrumentRefusal, moveInstrumentNow } from '../../data/instrument-save';
import { deleteInstrument, useInstrument, type InstrumentRow } from '../../data/instruments';
import { useRecordOutbox } from '../../data/outbox-queries';
import { DateField } from '../../ui/date-field';
import { DetailField } from '../../ui/detail-field';
import { DetailSection, SummaryPanel } from '../../ui/detail-layout';
import { errorText } from '../../ui/error-text';
import { FileLink } from '../../ui/file-link';
import { formatDate, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import {
  instrumentDirectionLabels,
  instrumentKindLabels,
  instrumentMoveLabels,
  instrumentStateColors,
  instrumentStateLabels,
} from '../../ui/records/instrument-labels';
import { useInstrumentPlace } from './instrument-place';

/** The moves made at our bank: the dialog asks which of our accounts (docs/areas/cheques.md). */
const BANK_MOVES: readonly InstrumentState[] = ['tahsile-verildi', 'tahsil-edildi', 'odendi'];
/** The moves that settle at the bank: made before the due date, the dialog warns (never refuses). */
const SETTLING_MOVES: readonly InstrumentState[] = ['tahsil-edildi', 'odendi'];

/**
 * A cheque or note: its data, its scan, its movement timeline and the moves it may make, each asked
 * in a dialog: its value date (the due date first), our bank account at the bank, a confirmation.
 */
export function InstrumentDetailPage({ id }: { id: string }) {
  const place = useInstrumentPlace();
  return (
    <RecordGate id={id} record={useInstrument(id)} place={place} refusal>
      {(row) => <InstrumentDetail row={row} place={place} />}
    </RecordGate>
  );
}

function InstrumentDetail({ row, place }: { row: InstrumentRow; place: Place }) {
  const { t, i18n } = useLingui();
  const id = row._id;
  const outbox = useRecordOutbox('cekSenet', id);
  const canWrite = useCanWriteCompany(row.sirket);
  const companies = useCompanies();
  const companyDetail = useCompanyDetail(row.sirket);
  const customers = useAccountNames('musteri', row.sirket);
  const suppliers = useAccountNames('tedarikci', row.sirket);
  const nameOf = (account: string | undefined) => (account ? (customers?.get(account) ?? suppliers?.get(account) ?? '') : '');
  const [busy, setBusy] = useState(false);
  /** The move being asked for in the dialog: its state, value date, our bank account and endorsee. */
  const [moving, setMoving] = useState<{ durum: InstrumentState; tarih: string; iban: string; cariHesap: string } | null>(null);
  const title = `${i18n._(instrumentKindLabels[row.tur])} ${row.seriNo}`;
  const stopped = outbox.find((entry) => entry.state === 'rejected' || entry.state === 'conflict');

  const move = async ({ durum, tarih, iban, cariHesap }: NonNullable<typeof moving>) => {
    const movement: Movement = { tarih, durum, ...(cariHesap ? { cariHesap } : {}), ...(iban ? { iban } : {}) };
    setBusy(true);
    try {
      await moveInstrumentNow(id, movement);
      notify('success', i18n._(instrumentStateLabels[durum]));
      setMoving(null);
    } catch (error) {
      notify('error', error instanceof InstrumentRefusal ? errorText(i18n, error.key) : t`Kaydedilemedi`);
    } finally {
      setBusy(false);
    }
  };

  const company = companies?.find((c) => c._id === row.sirket);
  const moves = nextStates(row.yon, row.durum);
  // Our bank accounts in the instrument's currency, for the moves at the bank.
  const banks = (companyDetail?.bankalar ?? [])
    .filter((bank) => bank.iban && bank.dovizCinsi === row.dovizCinsi)
    .map((bank) => ({ value: bank.iban!, label: `${bank.hesapAdi} · ${bank.iban}` }));
  const atBank = moving !== null && BANK_MOVES.includes(moving.durum);
  const endorsing = moving?.durum === 'ciro-edildi';
  const ready = moving !== null && isCalendarDate(moving.tarih) && (!endorsing || moving.cariHesap !== '');
  return (
    <>
      <DetailFrame
        record={row}
        place={place}
        title={title}
        remove={{ queue: () => deleteInstrument(id) }}
        notice={
          stopped && (
            <Alert color="red" mb="md" title={t`Bu hareket sunucuda reddedildi`} data-testid="instrument-rejected">
              <Stack gap="xs">
                <Text size="sm">{errorText(i18n, stopped.error?.body.message ?? 'conflict')}</Text>
                <Text size="sm">
                  <Link to="/senkronizasyon">{t`Senkronizasyon sayfasında düzeltin veya vazgeçin`}</Link>
                </Text>
              </Stack>
            </Alert>
          )
        }
        summary={
          <SummaryPanel
            title={t`Çek / Senet`}
            items={[
              {
                label: t`Durum`,
                value: (
                  <Badge variant="light" color={instrumentStateColors[row.durum]} data-testid="instrument-detail-state">
                    {i18n._(instrumentStateLabels[row.durum])}
                  </Badge>
                ),
              },
              { label: t`Tutar`, value: <span data-testid="instrument-amount">{formatMoney(row.miktar, row.dovizCinsi)}</span> },
              { label: t`Vade Tarihi`, value: formatDate(row.vadeTarihi) },
              {
                label: t`Nakit Akış`,
                value: row.nakitAkis ? (
                  <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: row.nakitAkis }} data-testid="instrument-flow">
                    {t`Kaydı aç`}
                  </Link>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        }
      >
        {canWrite && moves.length > 0 && (
          <DetailSection title={t`Hareket`}>
            <Group gap="xs" data-testid="instrument-moves">
              {moves.map((durum) => (
                <Button
                  key={durum}
                  size="xs"
                  variant="light"
                  color={instrumentStateColors[durum]}
                  leftSection={<IconArrowRight size={14} />}
                  loading={busy}
                  onClick={() => setMoving({ durum, tarih: row.vadeTarihi, iban: '', cariHesap: '' })}
                  data-testid={`instrument-move-${durum}`}
                >
                  {i18n._(instrumentMoveLabels[durum])}
                </Button>
              ))}
            </Group>
          </DetailSection>
        )}

        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            <DetailField label={t`Tür`}>{i18n._(instrumentKindLabels[row.tur])}</DetailField>
            <DetailField label={t`Yön`}>{i18n._(instrumentDirectionLabels[row.yon])}</DetailField>
            <DetailField label={t`Şirket`}>{company?.isim ?? ''}</DetailField>
            <DetailField label={t`Cari Hesap`}>{nameOf(row.cariHesap)}</DetailField>
            <DetailField label={t`Borçlu / Keşideci`}>{row.borclu}</DetailField>
            <DetailField label={t`Seri No`}>{row.seriNo}</DetailField>
            <DetailField label={t`Banka`}>{row.banka}</DetailField>
            <DetailField label={t`Şube`}>{row.sube}</DetailField>
            <DetailField label={t`Hesap No`}>{row.hesapNo}</DetailField>
            <DetailField label={t`Düzenleme Tarihi`}>{formatDate(row.duzenlemeTarihi)}</DetailField>
            <DetailField label={t`Vade Tarihi`}>{formatDate(row.vadeTarihi)}</DetailField>
          </SimpleGrid>
          <Text size="sm" mt="md">
            <FileLink file={row.dosya} testId="instrument-file" />
          </Text>
        </Paper>

        <DetailSection title={t`Hareketler`}>
          <Timeline active={row.hareketler.length - 1} bulletSize={16} lineWidth={2} data-testid="instrument-timeline">
            {row.hareketler.map((movement, index) => (
              <Timeline.Item key={`${movement.tarih}-${movement.durum}-${index}`} title={i18n._(instrumentStateLabels[movement.durum])}>
                <Text size="xs" c="dimmed">
                  {formatDate(movement.tarih)}
                  {movement.cariHesap ? ` · ${nameOf(movement.cariHesap)}` : ''}
                  {movement.iban ? ` · ${movement.iban}` : ''}
                </Text>
                {movement.aciklama && <Text size="sm">{movement.aciklama}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </DetailSection>
      </DetailFrame>
      {moving !== null && (
        <Modal opened onClose={() => setMoving(null)} title={i18n._(instrumentMoveLabels[moving.durum])} size="md">
          <Stack>
            <Text size="sm">
              {title} · {formatMoney(row.miktar, row.dovizCinsi)} · {t`Vade`} {formatDate(row.vadeTarihi)}
            </Text>
            <DateField
              label={t`Valör tarihi`}
              withAsterisk
              value={moving.tarih}
              onChange={(tarih) => setMoving({ ...moving, tarih })}
              data-testid="instrument-move-date"
            />
            {atBank && banks.length > 0 && (
              <Select
                label={t`Banka hesabımız`}
                data={banks}
                value={moving.iban || null}
                onChange={(iban) => setMoving({ ...moving, iban: iban ?? '' })}
                data-testid="instrument-move-bank"
              />
            )}
            {endorsing && (
              <Select
                label={t`Ciro edilen tedarikçi`}
                withAsterisk
                searchable
                data={[...(suppliers ?? [])].map(([value, label]) => ({ value, label }))}
                value={moving.cariHesap || null}
                onChange={(value) => setMoving({ ...moving, cariHesap: value ?? '' })}
                data-testid="instrument-endorsee"
                data-autofocus
              />
            )}
            {SETTLING_MOVES.includes(moving.durum) && isCalendarDate(moving.tarih) && beforeDue(row.vadeTarihi, moving.tarih) && (
              <Alert color="yellow" data-testid="instrument-move-early">
                {t`Valör tarihi vade tarihinden önce; yine de kaydedebilirsiniz.`}
              </Alert>
            )}
            <Text size="sm">{t`Bu hareket kaydedilsin mi? Hareketin nakit akışı da kaydedilir.`}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMoving(null)}>
                {t`İptal`}
              </Button>
              <Button loading={busy} disabled={!ready} onClick={() => void move(moving)} data-testid="instrument-move-confirm">
                {t`Onayla`}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
