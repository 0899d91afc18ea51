import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { hasOpenDefects, jobProgress, type WorkReportKind } from '../../domain/work-report';
import { useCompanies } from '../../data/companies';
import { useCanWriteCompany } from '../../data/grants';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { deleteWorkReport, useWorkReport, type WorkReportRow } from '../../data/work-reports';
import { confirm } from '../../ui/confirm';
import { DeleteRefusal, notifyRefusal, removeRecord } from '../../ui/delete-refusal';
import { DetailLayout, SummaryPanel } from '../../ui/detail-layout';
import { FileLink } from '../../ui/file-link';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { editAction, PageLoading, RecordNotFound } from '../../ui/record-page';
import { RecordHistory } from '../../ui/records/record-history';
import { jobStateColors, jobStateLabels } from '../../ui/records/work-report-labels';
import { SyncBadge } from '../../ui/sync-badge';
import { editLink, KIND_PATHS, kindTitle, listLink, periodLabel } from './work-report-kind';

/** A work report: its period, jobs with their states, open defects, files and history. */
export function WorkReportDetailPage({ tur, id }: { tur: WorkReportKind; id: string }) {
  const { t } = useLingui();
  const row = useWorkReport(id);
  if (row === undefined) return <PageLoading />;
  if (row === null || row.tur !== tur) {
    return (
      <RecordNotFound title={t`İş raporu`} list={{ label: t`İş raporları`, link: listLink(tur) }} message={t`İş raporu bulunamadı`}>
        <DeleteRefusal collection="isRaporu" id={id} title={t`İş raporu`} />
      </RecordNotFound>
    );
  }
  return <WorkReportDetail row={row} tur={tur} />;
}

function WorkReportDetail({ row, tur }: { row: WorkReportRow; tur: WorkReportKind }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = row._id;
  const mark = useRecordSyncMark('isRaporu', id);
  const canWrite = useCanWriteCompany(row.sirket);
  const companies = useCompanies();
  const company = companies?.find((c) => c._id === row.sirket);
  const ship = company ? company.gemi?.adi || company.isim : '';
  const period = periodLabel(i18n, tur, row.donem);
  const { done, total } = jobProgress(row.isler);
  const kind = i18n._(kindTitle(tur));

  const remove = async () => {
    const yes = await confirm({ title: period, message: t`Bu kaydı silmek istediğinizden emin misiniz?`, yes: t`Evet`, cancel: t`İptal` });
    if (!yes) return;
    try {
      await removeRecord({
        collection: 'isRaporu',
        id,
        queue: () => deleteWorkReport(id),
        refused: (message) => notifyRefusal(t`Kayıt silinemedi`, message, i18n),
        done: async () => {
          notify('success', t`Kayıt silindi`);
          await navigate({ to: KIND_PATHS[tur] });
        },
      });
    } catch {
      notify('error', t`Kayıt silinemedi`);
    }
  };

  return (
    <>
      <PageHeader
        title={row.donem}
        badge={<SyncBadge mark={mark} />}
        crumbs={[{ label: t`Teknik` }, { label: kind, link: listLink(tur) }, { label: row.donem }]}
        actions={
          canWrite
            ? [
                editAction(editLink(tur, id)),
                { label: t`Sil`, icon: <IconTrash size={16} />, color: 'red', variant: 'subtle' as const, onClick: () => void remove() },
              ]
            : []
        }
      >
        {!canWrite && <ReadOnlyBadge />}
      </PageHeader>
      <DeleteRefusal collection="isRaporu" id={id} title={t`Kayıt silinemedi`} />
      <DetailLayout
        summary={
          <SummaryPanel
            title={kind}
            items={[
              { label: t`Gemi`, value: ship },
              { label: t`Dönem`, value: period },
              {
                label: t`Tamamlanan İşler`,
                value: (
                  <Badge color={total > 0 && done === total ? 'green' : 'blue'} variant="light" data-testid="work-report-detail-progress">
                    {done} / {total}
                  </Badge>
                ),
              },
            ]}
          />
        }
      >
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">{t`İşler`}</Title>
          {row.isler.length === 0 ? (
            <Text c="dimmed" size="sm">{t`Henüz iş eklenmedi.`}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table striped data-testid="work-report-jobs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`İş`}</Table.Th>
                    <Table.Th>{t`Durum`}</Table.Th>
                    <Table.Th>{t`Not`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {row.isler.map((job, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{job.baslik}</Table.Td>
                      <Table.Td>
                        <Badge color={jobStateColors[job.durum]} variant="light">
                          {i18n._(jobStateLabels[job.durum])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{job.aciklama}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">{t`Açık Arızalar`}</Title>
          {hasOpenDefects(row) ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="work-report-detail-defects">
              {row.arizalar}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">{t`Açık arıza yok.`}</Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">{t`Fotoğraflar ve Dosyalar`}</Title>
          {row.dosyalar.length === 0 ? (
            <Text c="dimmed" size="sm">{t`Dosya eklenmedi.`}</Text>
          ) : (
            <Stack gap="xs" data-testid="work-report-files">
              {row.dosyalar.map((file) => (
                <Group key={'keptId' in file ? file.keptId : file._id} gap="xs">
                  <Text size="sm" component="span">
                    <FileLink file={file} />
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <RecordHistory collection="isRaporu" id={id} />
      </DetailLayout>
    </>
  );
}
