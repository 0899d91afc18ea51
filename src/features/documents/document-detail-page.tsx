import { useLingui } from '@lingui/react/macro';
import { Badge, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { asksConfirmation, isControlled, type DocumentCategory } from '../../domain/documents';
import { useCompanies } from '../../data/companies';
import { useDocument, useMyConfirmations, type DocumentRow } from '../../data/documents';
import { useCurrentUser } from '../../data/session';
import { DetailField } from '../../ui/detail-field';
import { FileLink } from '../../ui/file-link';
import { formatDate } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { editAction } from '../../ui/record-page';
import { documentCategoryLabels, documentStateColors, documentStateLabels } from '../../ui/records/document-labels';
import { libraryLinks, useDocumentPlace } from './library-links';
import { ReadAction } from './read-action';
import { DetailSection } from '../../ui/detail-layout';

/** A document of the library: its data, its file, its earlier revisions (each with its file) and its history. */
export function DocumentDetailPage({ kategori, id }: { kategori: DocumentCategory; id: string }) {
  const place = useDocumentPlace(kategori);
  return (
    <RecordGate place={place} id={id} record={useDocument(id)}>
      {(row) => <DocumentDetail row={row} place={place} />}
    </RecordGate>
  );
}

function DocumentDetail({ row, place }: { row: DocumentRow; place: Place }) {
  const { t, i18n } = useLingui();
  const id = row._id;
  const links = libraryLinks(row.kategori);
  const company = useCompanies()?.find((c) => c._id === row.sirket);
  const user = useCurrentUser();
  const mine = useMyConfirmations(user?._id);
  // A circular (or a document that asks it) in force: "I have read it", as on the list.
  const confirms = asksConfirmation(row.kategori) && row.durum === 'yururlukte';
  const name = [row.kod, row.baslik].filter(Boolean).join(' · ');
  const category = i18n._(documentCategoryLabels[row.kategori]);
  // A controlled document's next revision replaces this one in force (its file stays in the history).
  const revise = isControlled(row.kategori);
  return (
    <DetailFrame
      record={row}
      place={place}
      title={name}
      edit={false}
      actions={[
        ...(revise ? [{ label: t`Yeni Revizyon`, icon: <IconFilePlus size={16} />, primary: true, link: links.edit(id, true) }] : []),
        { ...editAction(links.edit(id)), primary: !revise },
      ]}
      header={confirms && mine && <ReadAction row={row} user={user?._id} mine={mine} onPage />}
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Kategori`}>{category}</DetailField>
          <DetailField label={t`Şirket`}>
            {company ? `${company.isim}${company.gemi?.adi ? ` · ${company.gemi.adi}` : ''}` : ''}
          </DetailField>
          <DetailField label={t`Kod`}>{row.kod}</DetailField>
          <DetailField label={t`Başlık`}>{row.baslik}</DetailField>
          <DetailField label={t`Revizyon`}>
            <span data-testid="document-detail-revision">{String(row.revizyon)}</span>
          </DetailField>
          <DetailField label={t`Revizyon Tarihi`}>{formatDate(row.revizyonTarihi)}</DetailField>
          <DetailField label={t`Durum`}>
            <Badge variant="light" color={documentStateColors[row.durum]} data-testid="document-detail-state">
              {i18n._(documentStateLabels[row.durum])}
            </Badge>
          </DetailField>
          <DetailField label={t`Dosya`}>
            {row.dosya ? <FileLink file={row.dosya} testId="document-file" kept={{ dokuman: row._id, title: row.baslik }} /> : '—'}
          </DetailField>
          <DetailField label={t`Açıklama`}>{row.aciklama}</DetailField>
        </SimpleGrid>
        {row.metin && (
          <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {row.metin}
          </Text>
        )}
      </Paper>
      {row.gecmis.length > 0 && (
        <DetailSection title={t`Önceki Revizyonlar`} mt="md" data-testid="document-revisions">
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Revizyon`}</Table.Th>
                <Table.Th>{t`Revizyon Tarihi`}</Table.Th>
                <Table.Th>{t`Durum`}</Table.Th>
                <Table.Th>{t`Dosya`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...row.gecmis].reverse().map((revision) => (
                <Table.Tr key={revision.revizyon} data-testid="document-revision-row">
                  <Table.Td>{revision.revizyon}</Table.Td>
                  <Table.Td>{formatDate(revision.revizyonTarihi)}</Table.Td>
                  <Table.Td>{t`Yürürlükten kalktı`}</Table.Td>
                  <Table.Td>
                    {revision.dosya ? <FileLink file={revision.dosya} kept={{ dokuman: row._id, title: row.baslik }} /> : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DetailSection>
      )}
    </DetailFrame>
  );
}
