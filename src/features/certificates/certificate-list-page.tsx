import { useMemo, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Text } from '@mantine/core';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import { missingCertificates, type TrackerStatus } from '../../domain/certificates';
import type { CompanySummary } from '../../domain/company';
import { certificateKind } from '../../domain/kinds/certificate';
import { useCertificateList, type CertificateRowView } from '../../data/certificates';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { DeferredSelect as Select } from '../../ui/deferred-controls';
import { dateColumn, stateColumn } from '../../ui/record-columns';
import { formatDate } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { useListSearch } from '../../ui/frames/list-search';
import {
  certificateStatusColors,
  certificateStatusLabels,
  certificateTypeLabels,
  surveyKindLabels,
} from '../../ui/records/certificate-labels';
import { HOLDER_PAGES, type PageHolder } from './holder-pages';

/** The type column: a missing type has no record to open, so its name is plain text. */
function withMissing(column: ColumnDef<ListRow, unknown>, name: (row: ListRow) => string): ColumnDef<ListRow, unknown> {
  const linked = column.cell as (info: CellContext<ListRow, unknown>) => ReactNode;
  return {
    ...column,
    cell: (info) =>
      info.row.original.eksik ? (
        <Text size="sm" fw={600} data-testid="certificate-missing">
          {name(info.row.original)}
        </Text>
      ) : (
        linked(info)
      ),
  };
}

/**
 * A row of the list: a certificate with its status, or a required type the ship (company) holds none
 * of (`eksik`, no record: the tracker's missing cell, shown under the "Eksik" filter).
 */
type ListRow = Omit<CertificateRowView, 'durum'> & { durum: TrackerStatus; eksik?: true };

/** The company's documents' fleet view names each record's company (its owner). */
const companyName = (company: CompanySummary) => company.isim;

/** The statuses the filter offers, in the tracker's order. */
const FILTER_STATUSES: readonly TrackerStatus[] = ['suresiDoldu', 'gecikti', 'eksik', 'pencerede', 'yaklasiyor', 'gecerli'];

/**
 * The chosen ship's certificates or the company's documents, from the device, with their status as
 * of today, and the required types it holds none of (docs/areas/certificates.md: the tracker's `eksik`).
 */
export function CertificateListPage({
  holder,
  durum,
  sirala,
}: {
  holder: PageHolder;
  /** The address's status filter; none for all. */
  durum?: TrackerStatus | undefined;
  sirala?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pages = HOLDER_PAGES[holder];
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const status = durum ?? 'all';
  const setSearch = useListSearch();
  const setStatus = (value: string) => setSearch({ durum: value === 'all' ? undefined : value });
  const today = localDate();
  const list = useCertificateList(company, holder, today);
  const companies = useCompanies();
  // The required types missing, by the tracker's own function over the same certificates.
  const missing = useMemo<ListRow[]>(() => {
    if (!list || !companies) return [];
    const shown = company ? companies.filter((c) => c._id === company) : companies;
    return missingCertificates(shown, list, holder, today).map((item) => ({
      _id: `eksik:${item.sirket}:${item.tur}`,
      sirket: item.sirket,
      sahip: item.sahip,
      personel: null,
      tur: item.tur,
      ad: '',
      numara: '',
      verenKurulus: '',
      duzenlemeTarihi: '',
      gecerlilikTarihi: null,
      sorveyPlani: 'yok',
      sorveyler: [],
      uyariGun: 0,
      dosya: null,
      aciklama: '',
      durum: 'eksik',
      sonrakiOlay: null,
      eksik: true,
    }));
  }, [list, companies, company, holder, today]);
  const missingCount = missing.length;
  const rows = useMemo<ListRow[]>(
    () => (status === 'eksik' ? missing : (list ?? []).filter((row) => status === 'all' || row.durum === status)),
    [list, missing, status],
  );
  const typeName = (row: ListRow) =>
    row.tur === 'DIGER' ? row.ad : certificateTypeLabels[row.tur] ? i18n._(certificateTypeLabels[row.tur]!) : row.tur;

  const name = useMemo<NameColumn<ListRow>>(
    () => ({
      id: 'tur',
      header: t`Tür`,
      value: typeName,
      text: typeName,
      link: (row, props) => pages.detail(row._id)(props),
      size: 300,
      decorate: (column) => withMissing(column, typeName),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typeName reads only i18n
    [t, i18n, pages],
  );
  const columns = useMemo<ColumnDef<ListRow, unknown>[]>(
    () => [
      // On a tablet the number, issuer, issue date and next event go (docs/areas/shell.md); the detail page has them.
      { id: 'numara', header: t`Numara`, accessorFn: (row) => row.numara, size: 140, meta: { hide: 2 } },
      { id: 'verenKurulus', header: t`Veren Kuruluş`, accessorFn: (row) => row.verenKurulus, size: 180, meta: { hide: 3 } },
      dateColumn('duzenlemeTarihi', t`Düzenleme`, 3),
      {
        id: 'gecerlilikTarihi',
        header: t`Geçerlilik`,
        accessorFn: (row) => row.gecerlilikTarihi ?? '9999-12-31',
        cell: (info) =>
          info.row.original.eksik ? '—' : info.row.original.gecerlilikTarihi ? formatDate(info.row.original.gecerlilikTarihi) : t`Süresiz`,
        size: 120,
      },
      {
        id: 'sonrakiOlay',
        header: t`Sonraki Olay`,
        accessorFn: (row) => row.sonrakiOlay?.pencereBasi ?? row.sonrakiOlay?.tarih ?? '9999-12-31',
        cell: (info) => {
          const next = info.row.original.sonrakiOlay;
          if (!next) return '—';
          return (
            <Text size="sm">
              {i18n._(surveyKindLabels[next.tur])} · {formatDate(next.tarih)}
              {next.pencereBasi && next.pencereSonu && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({formatDate(next.pencereBasi)} – {formatDate(next.pencereSonu)})
                </Text>
              )}
            </Text>
          );
        },
        size: 300,
        meta: { hide: 2 },
      },
      stateColumn({
        header: t`Durum`,
        states: FILTER_STATUSES,
        colors: certificateStatusColors,
        labels: certificateStatusLabels,
        i18n,
        testId: 'certificate-status',
        size: 170,
      }),
    ],
    [t, i18n],
  );

  const title = i18n._(pages.title);
  const createLabel = i18n._(pages.create);
  const open = (id: string) =>
    holder === 'gemi'
      ? navigate({ to: '/gemi-dokumanlari/sertifikalar/$sertifikaId', params: { sertifikaId: id } })
      : navigate({ to: '/sirket-evraklari/$sertifikaId', params: { sertifikaId: id } });
  const openForm = () =>
    holder === 'gemi' ? navigate({ to: '/gemi-dokumanlari/sertifikalar/form' }) : navigate({ to: '/sirket-evraklari/form' });
  return (
    <ListFrame<ListRow>
      kind={certificateKind}
      title={title}
      section={i18n._(pages.section)}
      rows={list === undefined ? undefined : rows}
      name={name}
      columns={columns}
      // With 'Hepsi' chosen, a column names each record's ship, or for the company's documents the company (its owner).
      fleet={holder === 'gemi' ? {} : { header: t`Şirket`, name: companyName }}
      sort={sirala}
      create={{ label: createLabel, link: pages.form }}
      canCreate={canCreate}
      header={
        <>
          {missing.length > 0 && (
            <Badge
              component="button"
              type="button"
              variant="light"
              color="red"
              c="red.9"
              style={{ cursor: 'pointer' }}
              onClick={() => setStatus('eksik')}
              data-testid="certificate-missing-count"
            >
              {t({ message: plural(missingCount, { one: '# zorunlu tür eksik', other: '# zorunlu tür eksik' }) })}
            </Badge>
          )}
          <Select
            aria-label={t`Durum`}
            data={[
              { value: 'all', label: t`Hepsi` },
              ...FILTER_STATUSES.map((value) => ({
                value,
                label:
                  value === 'eksik'
                    ? `${i18n._(certificateStatusLabels.eksik)} (${missing.length})`
                    : i18n._(certificateStatusLabels[value]),
              })),
            ]}
            value={status}
            onChange={(value) => setStatus(value ?? 'all')}
            allowDeselect={false}
            w={200}
            data-testid="certificate-status-filter"
          />
        </>
      }
      tableId={holder === 'gemi' ? 'sertifikalar' : 'sirket-evraklari'}
      empty={{
        title: holder === 'gemi' ? t`Henüz sertifika yok.` : t`Henüz şirket evrakı yok.`,
        hint: t`“${createLabel}” ile ilk kaydı ekleyin.`,
      }}
      open={(row) => (row.eksik ? canCreate && void openForm() : void open(row._id))}
    />
  );
}
