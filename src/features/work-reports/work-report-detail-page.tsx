import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { hasOpenDefects, jobProgress, type WorkReportKind } from '../../domain/work-report';
import { useCompanies } from '../../data/companies';
import { deleteWorkReport, useWorkReport, type WorkReportRow } from '../../data/work-reports';
import { DetailSection, SectionTable, SummaryPanel } from '../../ui/detail-layout';
import { FileLink } from '../../ui/file-link';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { jobStateColors, jobStateLabels } from '../../ui/records/work-report-labels';
import { kindTitle, periodLabel, useWorkReportPlace } from './work-report-kind';

/** A work report: its period, jobs with their states, open defects, files and history. */
export function WorkReportDetailPage({ tur, id }: { tur: WorkReportKind; id: string }) {
  const { t } = useLingui();
  const row = useWorkReport(id);
  const place = useWorkReportPlace(tur, t`İş raporları`);
  return (
    <RecordGate id={id} record={row && row.tur !== tur ? null : row} place={place} refusal>
      {(found) => <WorkReportDetail row={found} tur={tur} place={place} />}
    </RecordGate>
  );
}

function WorkReportDetail({ row, tur, place }: { row: WorkReportRow; tur: WorkReportKind; place: Place }) {
  const { t, i18n } = useLingui();
  const id = row._id;
  const companies = useCompanies();
  const company = companies?.find((c) => c._id === row.sirket);
  const ship = company ? company.gemi?.adi || company.isim : '';
  const period = periodLabel(i18n, tur, row.donem);
  const { done, total } = jobProgress(row.isler);
  const kind = i18n._(kindTitle(tur));

  return (
    <DetailFrame
      record={row}
      place={{ ...place, list: { ...place.list, label: kind } }}
      title={row.donem}
      remove={{ confirmTitle: period, queue: () => deleteWorkReport(id) }}
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
      <DetailSection title={t`İşler`}>
        {row.isler.length === 0 ? (
          <Text c="dimmed" size="sm">{t`Henüz iş eklenmedi.`}</Text>
        ) : (
          <SectionTable
            minWidth={480}
            striped
            data-testid="work-report-jobs"
            head={
              <>
                <Table.Th>{t`İş`}</Table.Th>
                <Table.Th>{t`Durum`}</Table.Th>
                <Table.Th>{t`Not`}</Table.Th>
              </>
            }
          >
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
          </SectionTable>
        )}
      </DetailSection>
      <DetailSection title={t`Açık Arızalar`}>
        {hasOpenDefects(row) ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="work-report-detail-defects">
            {row.arizalar}
          </Text>
        ) : (
          <Text c="dimmed" size="sm">{t`Açık arıza yok.`}</Text>
        )}
      </DetailSection>
      <DetailSection title={t`Fotoğraflar ve Dosyalar`}>
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
      </DetailSection>
      <RecordMessages koleksiyon="isRaporu" id={row._id} sirket={row.sirket} />
    </DetailFrame>
  );
}
