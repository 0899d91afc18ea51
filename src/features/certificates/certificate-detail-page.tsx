import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Button, Group, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconClipboardCheck, IconTrash } from '@tabler/icons-react';
import { isCalendarDate, localDate } from '../../domain/calendar';
import { certificateStatus, type SurveyKind } from '../../domain/certificates';
import { certificateInput, deleteCertificate, useCertificate, type CertificateRow } from '../../data/certificates';
import { saveCertificate } from '../../data/certificate-save';
import { useCompanies } from '../../data/companies';
import { useCanWriteCompany } from '../../data/grants';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { confirm } from '../../ui/confirm';
import { DateField } from '../../ui/date-field';
import { DeleteRefusal, notifyRefusal, removeRecord } from '../../ui/delete-refusal';
import { DetailField } from '../../ui/detail-field';
import { DetailLayout, DetailSection, SummaryPanel } from '../../ui/detail-layout';
import { errorText } from '../../ui/error-text';
import { FileLink } from '../../ui/file-link';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { formatDate } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { RecordGate } from '../../ui/frames/detail-frame';
import { editAction } from '../../ui/record-page';
import {
  certificateStatusColors,
  certificateStatusLabels,
  certificateTypeLabels,
  holderLabels,
  surveyKindLabels,
  surveyPlanLabels,
} from '../../ui/records/certificate-labels';
import { RecordHistory } from '../../ui/records/record-history';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { SyncBadge } from '../../ui/sync-badge';
import { HOLDER_PAGES, holderPlace, type PageHolder } from './holder-pages';

/** A certificate: its data and status as of today, its scan, its surveys ("record a survey") and its history. */
export function CertificateDetailPage({ holder, id }: { holder: PageHolder; id: string }) {
  const { i18n } = useLingui();
  const row = useCertificate(id);
  const pages = HOLDER_PAGES[holder];
  return (
    <RecordGate id={id} record={row} place={holderPlace(i18n, pages)} refusal>
      {(found) => <CertificateDetail holder={holder} row={found} />}
    </RecordGate>
  );
}

function CertificateDetail({ holder, row }: { holder: PageHolder; row: CertificateRow }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pages = HOLDER_PAGES[holder];
  const id = row._id;
  const mark = useRecordSyncMark('sertifika', id);
  const canWrite = useCanWriteCompany(row.sirket);
  const companies = useCompanies();
  const [survey, setSurvey] = useState<{ tur: SurveyKind; tarih: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { durum, sonrakiOlay } = certificateStatus(row, localDate());
  const name = row.tur === 'DIGER' ? row.ad : certificateTypeLabels[row.tur] ? i18n._(certificateTypeLabels[row.tur]!) : row.tur;

  const save = async (changes: Partial<ReturnType<typeof certificateInput>>, file: FileFieldValue, done: string) => {
    setBusy(true);
    try {
      await saveCertificate({ ...certificateInput(row), ...changes, dosya: file }, file, id);
      notify('success', done);
      return true;
    } catch (error) {
      const issue = (error as { issues?: { message?: string }[] }).issues?.[0]?.message;
      notify('error', issue ? errorText(i18n, issue) : t`Kaydedilemedi`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const recordSurvey = async () => {
    if (!survey) return;
    const sorveyler = [...row.sorveyler, survey].sort((a, b) => a.tarih.localeCompare(b.tarih));
    if (await save({ sorveyler }, row.dosya, t`Sörvey kaydedildi`)) setSurvey(null);
  };

  const removeSurvey = async (index: number) => {
    const yes = await confirm({
      title: t`Sörvey`,
      message: t`Bu sörvey kaydını silmek istediğinizden emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (yes) await save({ sorveyler: row.sorveyler.filter((_, i) => i !== index) }, row.dosya, t`Sörvey silindi`);
  };

  const remove = async () => {
    const yes = await confirm({ title: name, message: t`Bu kaydı silmek istediğinizden emin misiniz?`, yes: t`Evet`, cancel: t`İptal` });
    if (!yes) return;
    try {
      await removeRecord({
        collection: 'sertifika',
        id,
        queue: () => deleteCertificate(id),
        refused: (message) => notifyRefusal(t`Kayıt silinemedi`, message, i18n),
        done: async () => {
          notify('success', t`Kayıt silindi`);
          await (holder === 'gemi' ? navigate({ to: '/gemi-dokumanlari/sertifikalar' }) : navigate({ to: '/sirket-evraklari' }));
        },
      });
    } catch {
      notify('error', t`Kayıt silinemedi`);
    }
  };

  const file = row.dosya;
  const company = companies?.find((c) => c._id === row.sirket);
  return (
    <>
      <PageHeader
        title={name}
        badge={<SyncBadge mark={mark} />}
        crumbs={[{ label: i18n._(pages.section) }, { label: i18n._(pages.title), link: pages.list }, { label: name }]}
        actions={
          canWrite
            ? [
                editAction(pages.editLink(id)),
                {
                  label: t`Sörvey Kaydet`,
                  icon: <IconClipboardCheck size={16} />,
                  onClick: () => setSurvey({ tur: 'yillik', tarih: localDate() }),
                },
                { label: t`Sil`, icon: <IconTrash size={16} />, color: 'red', variant: 'subtle' as const, onClick: () => void remove() },
              ]
            : []
        }
      >
        {!canWrite && <ReadOnlyBadge />}
      </PageHeader>
      <DeleteRefusal collection="sertifika" id={id} title={t`Kayıt silinemedi`} />
      <DetailLayout
        summary={
          <SummaryPanel
            title={i18n._(pages.record)}
            items={[
              {
                label: t`Durum`,
                value: (
                  <Badge variant="light" color={certificateStatusColors[durum]} data-testid="certificate-detail-status">
                    {i18n._(certificateStatusLabels[durum])}
                  </Badge>
                ),
              },
              {
                label: t`Sonraki Olay`,
                value: sonrakiOlay ? (
                  <span data-testid="certificate-next-event">
                    {i18n._(surveyKindLabels[sonrakiOlay.tur])} · {formatDate(sonrakiOlay.tarih)}
                    {sonrakiOlay.pencereBasi && sonrakiOlay.pencereSonu
                      ? ` (${formatDate(sonrakiOlay.pencereBasi)} – ${formatDate(sonrakiOlay.pencereSonu)})`
                      : ''}
                  </span>
                ) : (
                  '—'
                ),
              },
              { label: t`Geçerlilik Tarihi`, value: row.gecerlilikTarihi ? formatDate(row.gecerlilikTarihi) : t`Süresiz` },
            ]}
          />
        }
      >
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            <DetailField label={t`Tür`}>{name}</DetailField>
            <DetailField label={t`Sahibi`}>{i18n._(holderLabels[row.sahip])}</DetailField>
            <DetailField label={t`Şirket`}>
              {company ? `${company.isim}${company.gemi?.adi ? ` · ${company.gemi.adi}` : ''}` : ''}
            </DetailField>
            <DetailField label={t`Numara`}>{row.numara}</DetailField>
            <DetailField label={t`Veren Kuruluş`}>{row.verenKurulus}</DetailField>
            <DetailField label={t`Düzenleme Tarihi`}>{formatDate(row.duzenlemeTarihi)}</DetailField>
            <DetailField label={t`Geçerlilik Tarihi`}>{row.gecerlilikTarihi ? formatDate(row.gecerlilikTarihi) : t`Süresiz`}</DetailField>
            <DetailField label={t`Sörvey Planı`}>{i18n._(surveyPlanLabels[row.sorveyPlani])}</DetailField>
            <DetailField label={t`Uyarı (gün)`}>{String(row.uyariGun)}</DetailField>
            <DetailField label={t`Açıklama`}>{row.aciklama}</DetailField>
          </SimpleGrid>
        </Paper>

        <DetailSection title={t`Tarama`}>
          <Stack>
            {file && (
              <Text size="sm">
                <FileLink file={file} testId="certificate-file" />
              </Text>
            )}
            {canWrite && (
              <FileUploadField
                label={file ? t`Taramayı değiştir` : t`Tarama ekle`}
                value={file}
                onChange={(value) => void save({}, value, t`Tarama kaydedildi`)}
              />
            )}
          </Stack>
        </DetailSection>

        <DetailSection
          title={t`Sörveyler`}
          actions={
            canWrite && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconClipboardCheck size={14} />}
                onClick={() => setSurvey({ tur: 'yillik', tarih: localDate() })}
                data-testid="certificate-record-survey"
              >
                {t`Sörvey Kaydet`}
              </Button>
            )
          }
        >
          {row.sorveyler.length === 0 ? (
            <Text c="dimmed" size="sm">{t`Kayıtlı sörvey yok.`}</Text>
          ) : (
            <Table data-testid="certificate-surveys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Tarih`}</Table.Th>
                  <Table.Th>{t`Tür`}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {row.sorveyler.map((item, index) => (
                  <Table.Tr key={`${item.tarih}-${item.tur}-${index}`}>
                    <Table.Td>{formatDate(item.tarih)}</Table.Td>
                    <Table.Td>{i18n._(surveyKindLabels[item.tur])}</Table.Td>
                    <Table.Td ta="right">
                      {canWrite && (
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => void removeSurvey(index)}>
                          {t`Sil`}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </DetailSection>

        <RecordMessages koleksiyon="sertifika" id={id} sirket={row.sirket} />
        <RecordHistory collection="sertifika" id={id} />
      </DetailLayout>
      {survey !== null && (
        <Modal opened onClose={() => setSurvey(null)} title={t`Sörvey Kaydet`} size="md">
          <Stack>
            <SegmentedControl
              data={(['yillik', 'ara'] as const).map((value) => ({ value, label: i18n._(surveyKindLabels[value]) }))}
              value={survey.tur}
              onChange={(value) => setSurvey({ ...survey, tur: value as SurveyKind })}
            />
            <DateField
              label={t`Sörvey tarihi`}
              withAsterisk
              value={survey.tarih}
              onChange={(tarih) => setSurvey({ ...survey, tarih })}
              error={
                !isCalendarDate(survey.tarih)
                  ? t`Geçerli bir tarih olmalı`
                  : survey.tarih > localDate()
                    ? errorText(i18n, 'surveyInFuture')
                    : undefined
              }
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSurvey(null)}>
                {t`İptal`}
              </Button>
              <Button
                loading={busy}
                disabled={!isCalendarDate(survey.tarih) || survey.tarih > localDate()}
                onClick={() => void recordSurvey()}
                data-testid="certificate-survey-confirm"
              >
                {t`Kaydet`}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
