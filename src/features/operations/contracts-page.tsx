import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import { contractStatus, noticeDeadline, type ContractStatus } from '../../domain/contracts';
import { contractKind } from '../../domain/kinds/contract';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useCompanyAccounts } from '../../data/loans';
import { useContracts, type ContractRow } from '../../data/operations';
import { FileLink } from '../../ui/file-link';
import { formatDate, formatMoney } from '../../ui/format';
import { dialogLink, ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { contractStatusColors, contractStatusLabels, contractTypeLabels } from './operations-labels';

// The form, a dialog loaded on first use (no route of its own).
const ContractDialog = lazy(() => import('./contract-dialog'));

type ContractListRow = ContractRow & { durum: ContractStatus; ihbar: string | null };

/** The chosen ship's contracts from the device, each with its status and notice deadline as of today. */
export function ContractsPage({ sirala }: { sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const today = localDate();
  const sirket = useSelectedCompany() ?? '';
  const contracts = useContracts(sirket);
  const canCreate = useCanCreateInSelected();
  const [editing, setEditing] = useState<ContractRow | 'new' | null>(null);
  const accounts = useCompanyAccounts(sirket);
  const names = useMemo(() => new Map((accounts ?? []).map((account) => [account._id, account.unvan])), [accounts]);
  const rows = useMemo<ContractListRow[] | undefined>(
    () => contracts?.map((row) => ({ ...row, durum: contractStatus(row, today), ihbar: noticeDeadline(row, today) })),
    [contracts, today],
  );

  const name = useMemo<NameColumn<ContractListRow>>(
    () => ({
      id: 'numara',
      header: t`Sözleşme`,
      value: (row) => row.numara,
      text: (row) => row.numara || i18n._(contractTypeLabels[row.tur]),
      link: dialogLink(setEditing),
      size: 200,
    }),
    [t, i18n],
  );
  const columns = useMemo<ColumnDef<ContractListRow, unknown>[]>(
    () => [
      { id: 'tur', header: t`Tür`, accessorFn: (row) => i18n._(contractTypeLabels[row.tur]), size: 190 },
      {
        id: 'karsiTaraf',
        header: t`Karşı Taraf`,
        accessorFn: (row) => (row.karsiTaraf ? (names.get(row.karsiTaraf) ?? '') : ''),
        size: 200,
        meta: { hide: 2 },
      },
      {
        id: 'baslangic',
        header: t`Başlangıç`,
        accessorFn: (row) => row.baslangic,
        cell: (info) => formatDate(info.row.original.baslangic),
        size: 120,
        meta: { hide: 1 },
      },
      {
        id: 'bitis',
        header: t`Bitiş`,
        accessorFn: (row) => row.bitis ?? '',
        cell: (info) => formatDate(info.row.original.bitis),
        size: 120,
      },
      {
        id: 'ihbar',
        header: t`İhbar Son Günü`,
        accessorFn: (row) => row.ihbar ?? '',
        cell: (info) => formatDate(info.row.original.ihbar),
        size: 130,
        meta: { hide: 1 },
      },
      {
        id: 'ucret',
        header: t`Ücret`,
        accessorFn: (row) => row.ucret?.tutar ?? 0,
        cell: (info) => {
          const fee = info.row.original.ucret;
          return fee ? `${formatMoney(fee.tutar, fee.dovizCinsi)}${fee.periyot ? ` / ${fee.periyot}` : ''}` : '—';
        },
        size: 160,
        meta: { hide: 2 },
      },
      {
        id: 'durum',
        header: t`Durum`,
        accessorFn: (row) => row.durum,
        cell: (info) => (
          <Badge color={contractStatusColors[info.row.original.durum]} variant="light" data-testid="contract-status">
            {i18n._(contractStatusLabels[info.row.original.durum])}
          </Badge>
        ),
        size: 150,
      },
      {
        id: 'dosya',
        header: t`Dosya`,
        accessorFn: (row) => (row.dosya ? 1 : 0),
        cell: (info) => (info.row.original.dosya ? <FileLink file={info.row.original.dosya} testId="contract-file" /> : '—'),
        size: 120,
        meta: { hide: 2 },
      },
    ],
    [t, i18n, names],
  );

  return (
    <>
      <ListFrame<ContractListRow>
        kind={contractKind}
        title={t`Sözleşmeler`}
        section={t`Operasyon`}
        rows={rows}
        name={name}
        columns={columns}
        sort={sirala}
        canCreate={canCreate}
        actions={canCreate ? [{ label: t`Yeni Sözleşme`, primary: true, onClick: () => setEditing('new') }] : []}
        tableId="sozlesmeler"
        empty={{ title: t`Henüz sözleşme yok.`, hint: t`Gemi seçili olduğunda sözleşmeleri burada görünür.` }}
        open={(row) => setEditing(row)}
      />
      {editing && (
        <Suspense fallback={null}>
          <ContractDialog row={editing === 'new' ? null : editing} sirket={sirket} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
