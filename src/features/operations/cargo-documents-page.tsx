import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, SimpleGrid } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { billOfLadingWarning, weightCheck } from '../../domain/cargo-documents';
import { wallMinute, dateOfMinute } from '../../domain/charter-time';
import { cargoDocumentKind } from '../../domain/kinds/cargo-document';
import { SCALES } from '../../domain/money';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useCargoDocuments, useCharters, type CargoDocumentRow, type CharterRow } from '../../data/operations';
import { FileLink } from '../../ui/file-link';
import { ClaimChecklistPanel } from './claim-checklist';
import { formatDate, formatFigure } from '../../ui/format';
import { dialogLink, ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { cargoDocumentTypeLabels } from './operations-labels';

// The form, a dialog loaded on first use (no route of its own).
const CargoDocumentDialog = lazy(() => import('./cargo-document-dialog'));

type DocumentRow = CargoDocumentRow & { uyari: 'blAnteDated' | 'blPostDated' | null; agirlikUyari: boolean };

/** The local date loading was completed at a voyage's first loading port (its SOF's `BITTI`). */
function loadingCompleted(charter: CharterRow | undefined): string | null {
  const port = charter?.limanlar.find((candidate) => candidate.tur === 'yukleme');
  const done = port?.olaylar.find((event) => event.olay === 'BITTI');
  const minute = wallMinute(done?.zaman);
  return minute === undefined ? null : dateOfMinute(minute);
}

/** The chosen ship's cargo documents register: each voyage's papers, a B/L dated off the SOF, B/L weight against the draft survey. */
export function CargoDocumentsPage({ sirala }: { sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const sirket = useSelectedCompany() ?? '';
  const documents = useCargoDocuments(sirket);
  const voyages = useCharters(sirket, 'spot');
  const canCreate = useCanCreateInSelected();
  const [editing, setEditing] = useState<CargoDocumentRow | 'new' | null>(null);
  const rows = useMemo<DocumentRow[] | undefined>(() => {
    if (!documents) return undefined;
    const byVoyage = new Map<string, CargoDocumentRow[]>();
    for (const doc of documents) byVoyage.set(doc.carter ?? doc.seferNo, [...(byVoyage.get(doc.carter ?? doc.seferNo) ?? []), doc]);
    return documents.map((doc) => {
      const charter = voyages?.find((voyage) => voyage._id === doc.carter);
      const weight = weightCheck(byVoyage.get(doc.carter ?? doc.seferNo) ?? []);
      return {
        ...doc,
        uyari: doc.tur === 'konsimento' ? billOfLadingWarning(doc, loadingCompleted(charter)) : null,
        agirlikUyari: (doc.tur === 'konsimento' || doc.tur === 'draft-survey') && weight.uyari,
      };
    });
  }, [documents, voyages]);

  const name = useMemo<NameColumn<DocumentRow>>(
    () => ({
      id: 'numara',
      header: t`Numara`,
      value: (row) => row.numara,
      text: (row) => row.numara || '—',
      link: dialogLink(setEditing),
      size: 170,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<DocumentRow, unknown>[]>(
    () => [
      { id: 'seferNo', header: t`Sefer`, accessorFn: (row) => row.seferNo, size: 100 },
      { id: 'tur', header: t`Tür`, accessorFn: (row) => i18n._(cargoDocumentTypeLabels[row.tur]), size: 160 },
      {
        id: 'tarih',
        header: t`Tarih`,
        accessorFn: (row) => row.tarih ?? '',
        cell: (info) => formatDate(info.row.original.tarih),
        size: 120,
      },
      { id: 'liman', header: t`Liman`, accessorFn: (row) => row.liman, size: 140, meta: { hide: 2 } },
      {
        id: 'agirlik',
        header: t`Brüt (mt)`,
        accessorFn: (row) => row.brutAgirlikMt ?? -1,
        cell: (info) => (info.row.original.brutAgirlikMt === null ? '' : formatFigure(info.row.original.brutAgirlikMt, SCALES.percent)),
        size: 120,
        meta: { hide: 1 },
      },
      {
        id: 'uyari',
        header: t`Uyarı`,
        accessorFn: (row) => (row.uyari ? 2 : row.agirlikUyari ? 1 : 0),
        cell: (info) => (
          <Group gap={4}>
            {info.row.original.uyari === 'blAnteDated' && (
              <Badge color="red" variant="light" data-testid="bl-warning">{t`Ön tarihli`}</Badge>
            )}
            {info.row.original.uyari === 'blPostDated' && (
              <Badge color="red" variant="light" data-testid="bl-warning">{t`Geç tarihli`}</Badge>
            )}
            {info.row.original.agirlikUyari && <Badge color="orange" variant="light">{t`Draft survey farkı`}</Badge>}
          </Group>
        ),
        size: 170,
      },
      {
        id: 'dosya',
        header: t`Dosya`,
        accessorFn: (row) => (row.dosya ? 1 : 0),
        cell: (info) => (info.row.original.dosya ? <FileLink file={info.row.original.dosya} testId="cargo-document-file" /> : '—'),
        size: 120,
        meta: { hide: 2 },
      },
    ],
    [t, i18n],
  );

  // Each voyage with papers on the register: its claim checklist (the same as on the voyage's page).
  const claims = (voyages ?? []).flatMap((voyage) => {
    const docs = (documents ?? []).filter((doc) => doc.carter === voyage._id);
    return docs.length > 0 ? [{ voyage, docs, seferNo: docs[0]!.seferNo }] : [];
  });
  const claimTitle = (seferNo: string) => t`Talep Kontrol Listesi · ${seferNo}`;

  return (
    <>
      <ListFrame<DocumentRow>
        kind={cargoDocumentKind}
        title={t`Yük Evrak Kaydı`}
        section={t`Operasyon`}
        rows={rows}
        name={name}
        columns={columns}
        sort={sirala}
        canCreate={canCreate}
        actions={canCreate ? [{ label: t`Yeni Evrak`, primary: true, onClick: () => setEditing('new') }] : []}
        tableId="yuk-evrak-kaydi"
        empty={{ title: t`Henüz yük evrakı yok.`, hint: t`Gemi seçili olduğunda seferlerin evrakı burada görünür.` }}
        open={(row) => setEditing(row)}
        above={
          claims.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="md" data-testid="register-claims">
              {claims.map(({ voyage, docs, seferNo }) => (
                <ClaimChecklistPanel key={voyage._id} charter={voyage} documents={docs} title={claimTitle(seferNo)} />
              ))}
            </SimpleGrid>
          ) : undefined
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <CargoDocumentDialog row={editing === 'new' ? null : editing} sirket={sirket} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
