import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Button, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { deficiencyDue, isOpenDeficiency, isOverdue, type DeficiencyDue } from '../../domain/inspections';
import { inspectionKind } from '../../domain/kinds/inspection';
import { useCompanies } from '../../data/companies';
import { deleteInspection, useInspection, withDeficiencyCounts, type InspectionRow } from '../../data/inspections';
import { useCanWriteCompany } from '../../data/grants';
import { useNonConformities } from '../../data/non-conformities';
import { raiseFromDeficiency } from '../../data/non-conformity-save';
import { DetailField } from '../../ui/detail-field';
import { notify } from '../../ui/notify';
import { SummaryPanel } from '../../ui/detail-layout';
import { AttachedFile, FileLink } from '../../ui/file-link';
import { formatDate } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { actionCodeLabels, inspectionTypeLabels, pscRegimeLabels, riskProfileLabels } from '../../ui/records/inspection-labels';
import { useInspectionPlace } from './inspection-place';

/** An inspection: its particulars, its deficiencies with their due dates, its report file and history. */
export function InspectionDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const place = useInspectionPlace();
  return (
    <RecordGate
      kind={inspectionKind}
      id={id}
      record={useInspection(id)}
      place={place}
      title={t`Denetim`}
      message={t`Denetim bulunamadı`}
      refusal
    >
      {(row) => <InspectionDetail row={row} place={place} />}
    </RecordGate>
  );
}

/** A due date as the page says it: a date, "at the next port" or none for an observation. */
export function useDueText() {
  const { t } = useLingui();
  return (due: DeficiencyDue) => (due === null ? '—' : due === 'belirsiz' ? t`Sonraki limanda` : formatDate(due));
}

function InspectionDetail({ row, place }: { row: InspectionRow; place: Place }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const dueText = useDueText();
  const id = row._id;
  const today = localDate();
  const counted = withDeficiencyCounts(row, today);
  const company = useCompanies()?.find((c) => c._id === row.sirket);
  const type = i18n._(inspectionTypeLabels[row.tur]);
  const canWrite = useCanWriteCompany(row.sirket);
  // The non-conformities raised from this inspection's deficiencies, by the deficiency's row.
  const raised = new Set((useNonConformities(row.sirket) ?? []).filter((nc) => nc.kaynak?.denetim === id).map((nc) => nc.kaynak?.eksiklik));
  const raise = async (index: number) => {
    await raiseFromDeficiency(row, index);
    notify('success', t`Uygunsuzluk açıldı`);
  };
  const released = row.tutulma.serbestBirakma ? formatDate(row.tutulma.serbestBirakma) : '';
  return (
    <DetailFrame
      kind={inspectionKind}
      record={row}
      place={place}
      title={`${type} · ${formatDate(row.tarih)}`}
      edit={(props) => <Link to="/denetleme-raporlari/gemi-denet-raporlari/$denetimId/edit" params={{ denetimId: id }} {...props} />}
      remove={{ queue: () => deleteInspection(id), then: () => navigate({ to: '/denetleme-raporlari/gemi-denet-raporlari' }) }}
      summary={
        <SummaryPanel
          title={t`Denetim`}
          items={[
            { label: t`Açık Eksiklik`, value: <span data-testid="inspection-detail-open">{counted.acik}</span> },
            {
              label: t`Geciken`,
              value: (
                <span data-testid="inspection-detail-overdue">
                  {counted.geciken > 0 ? <Badge color="red">{counted.geciken}</Badge> : 0}
                </span>
              ),
            },
            {
              label: t`Tutulma`,
              value: row.tutulma.var ? (
                <Badge color="red" data-testid="inspection-detained">
                  {released ? t`Tutuldu, serbest: ${released}` : t`Tutuldu`}
                </Badge>
              ) : (
                t`Yok`
              ),
            },
          ]}
        />
      }
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Gemi`}>{company ? company.gemi?.adi || company.isim : ''}</DetailField>
          <DetailField label={t`Denetim Türü`}>{type}</DetailField>
          <DetailField label={t`Denetim Tarihi`}>{formatDate(row.tarih)}</DetailField>
          <DetailField label={t`Rejim`}>{row.rejim ? i18n._(pscRegimeLabels[row.rejim]) : '—'}</DetailField>
          <DetailField label={t`Risk Profili`}>{row.riskProfili ? i18n._(riskProfileLabels[row.riskProfili]) : '—'}</DetailField>
          <DetailField label={t`Liman`}>{row.liman}</DetailField>
          <DetailField label={t`Kuruluş`}>{row.kurulus}</DetailField>
          <DetailField label={t`Denetçi`}>{row.denetci}</DetailField>
          <DetailField label={t`Planlı Kalkış`}>{row.planliKalkis ? formatDate(row.planliKalkis) : '—'}</DetailField>
          <DetailField label={t`Sonraki Limana Varış`}>{row.sonrakiLimanVaris ? formatDate(row.sonrakiLimanVaris) : '—'}</DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h5" mb="sm">{t`Eksiklikler`}</Title>
        {row.eksiklikler.length === 0 ? (
          <Text c="dimmed" size="sm">{t`Eksiklik bulunmadı.`}</Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" data-testid="inspection-deficiencies">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Kod`}</Table.Th>
                  <Table.Th>{t`Açıklama`}</Table.Th>
                  <Table.Th>{t`Aksiyon Kodu`}</Table.Th>
                  <Table.Th>{t`Vade`}</Table.Th>
                  <Table.Th>{t`Kapanış Tarihi`}</Table.Th>
                  <Table.Th>{t`Kanıt`}</Table.Th>
                  <Table.Th>{t`Durum`}</Table.Th>
                  <Table.Th>{t`Uygunsuzluk`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {row.eksiklikler.map((deficiency, index) => {
                  const open = isOpenDeficiency(row, deficiency, today);
                  const overdue = isOverdue(row, deficiency, today);
                  return (
                    <Table.Tr key={index} data-testid="inspection-deficiency">
                      <Table.Td>{deficiency.kod}</Table.Td>
                      <Table.Td>
                        {deficiency.aciklama}
                        {deficiency.ismIlgili && (
                          <Badge ml="xs" size="sm" variant="outline">
                            ISM
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{i18n._(actionCodeLabels[deficiency.aksiyonKodu])}</Table.Td>
                      <Table.Td data-testid="inspection-deficiency-due">{dueText(deficiencyDue(row, deficiency))}</Table.Td>
                      <Table.Td>{deficiency.kapanisTarihi ? formatDate(deficiency.kapanisTarihi) : '—'}</Table.Td>
                      <Table.Td>{deficiency.kanit ? <FileLink file={deficiency.kanit} /> : '—'}</Table.Td>
                      <Table.Td>
                        {overdue ? (
                          <Badge color="red">{t`Gecikmiş`}</Badge>
                        ) : open ? (
                          <Badge color="orange" variant="light">{t`Açık`}</Badge>
                        ) : deficiency.aksiyonKodu === '99' ? (
                          <Badge color="gray" variant="light">{t`Gözlem`}</Badge>
                        ) : (
                          <Badge color="green" variant="light">{t`Kapandı`}</Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {raised.has(String(index)) ? (
                          <Link to="/denetleme-raporlari/uygunsuzluk-raporlari" data-testid="deficiency-nc-link">
                            {t`Açıldı`}
                          </Link>
                        ) : deficiency.aksiyonKodu !== '99' && canWrite ? (
                          <Button size="compact-xs" variant="light" onClick={() => void raise(index)} data-testid="deficiency-raise-nc">
                            {t`Uygunsuzluk aç`}
                          </Button>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h5" mb="sm">{t`Rapor Dosyası`}</Title>
        <AttachedFile file={row.dosya} testId="inspection-file" />
      </Paper>
      <RecordMessages koleksiyon="denetim" id={id} sirket={row.sirket} />
    </DetailFrame>
  );
}
