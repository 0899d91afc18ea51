import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import { maskPerson, RANKS, type CrewAvailability, type DocumentGap, type PoolEntry } from '../../domain/crew';
import { useCompanies } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { useCrewPool, type PersonRow } from '../../data/personnel';
import { DataTable } from '../../ui/data-table';
import { FilterSelect } from '../../ui/frames/filter-select';
import { formatDate } from '../../ui/format';
import { ListHeader } from '../../ui/frames/list-frame';
import { recordLinkColumn } from '../../ui/record-columns';
import { PageLoading } from '../../ui/record-page';
import { certificateTypeLabels } from '../../ui/records/certificate-labels';
import { availabilityLabels, gapLabels, rankLabels } from '../../ui/records/personnel-labels';
import { CREW_LINKS } from './crew-pages';

/** A row of the pool, with the person's id for the table and the sync marks. */
type PoolRow = PoolEntry<PersonRow> & { _id: string };

/** The pool's address: its filters, each left out for all (src/routes/crew.tsx). */
interface PoolSearch {
  rutbe?: string | undefined;
  durum?: CrewAvailability['durum'] | undefined;
  uyruk?: string | undefined;
}

const AVAILABILITIES = ['gemide', 'izinde', 'musait'] as const;

const STATUS_COLORS = { gemide: 'blue', izinde: 'grape', musait: 'teal' } as const;

/**
 * Everyone in the pool (docs/areas/crew.md), from the device: rank, status (aboard which ship since
 * when, on leave since when, available), a document column red when a required document is missing,
 * expires within 90 days or before the planned sign-off; filters by rank, status and nationality,
 * and the table's Turkish search. Each gap is written out in the column (type, why, expiry), not
 * left to a tooltip. Personal numbers are masked here (KVKK).
 */
export function PoolPage({ filter }: { filter: PoolSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const canCreate = useCanCreateInSelected();
  const pool = useCrewPool(localDate());
  const companies = useCompanies();
  const marks = useSyncMarks('personel');
  const { durum, uyruk } = filter;
  // The address takes any rank-shaped word (src/routes/crew.tsx); one that is no rank filters nothing.
  const rutbe = RANKS.find((rank) => rank === filter.rutbe);
  const shipNames = useMemo(() => new Map((companies ?? []).map((c) => [c._id, c.gemi?.adi || c.isim])), [companies]);
  const nationalities = useMemo(
    () => [...new Set((pool ?? []).map((row) => row.person.uyruk).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'tr')),
    [pool],
  );
  const rows = useMemo(
    () =>
      (pool ?? [])
        .filter(
          (row) =>
            (!rutbe || row.person.rutbe === rutbe) && (!durum || row.status.durum === durum) && (!uyruk || row.person.uyruk === uyruk),
        )
        .map((row) => ({ ...row, _id: row.person._id })),
    [pool, rutbe, durum, uyruk],
  );
  const fullName = (row: PoolRow) => `${row.person.ad} ${row.person.soyad}`;
  const gapText = (gap: DocumentGap) =>
    `${i18n._(certificateTypeLabels[gap.tur] ?? { id: gap.tur })}: ${i18n._(gapLabels[gap.neden])}${gap.gecerlilikTarihi ? ` (${formatDate(gap.gecerlilikTarihi)})` : ''}`;

  const columns = useMemo<ColumnDef<PoolRow, unknown>[]>(
    () => [
      recordLinkColumn<PoolRow>({
        id: 'ad',
        header: t`Ad Soyad`,
        value: fullName,
        text: fullName,
        link: (row, props) => CREW_LINKS.person(row.person._id)(props),
        marks,
        size: 200,
      }),
      // Status and documents next to the name: what a 768 px tablet keeps in view (issue 47 #7).
      {
        id: 'durum',
        header: t`Durum`,
        accessorFn: (row) => `${row.status.durum} ${row.status.since ?? ''}`,
        cell: (info) => {
          const { status: s } = info.row.original;
          const ship = s.durum === 'musait' ? '' : (shipNames.get(s.sirket) ?? '');
          return (
            <Group gap={6} wrap="wrap">
              <Badge variant="light" color={STATUS_COLORS[s.durum]} data-testid="crew-status">
                {i18n._(availabilityLabels[s.durum])}
              </Badge>
              {s.since && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {ship} · {formatDate(s.since)}
                </Text>
              )}
            </Group>
          );
        },
        size: 230,
      },
      {
        id: 'belgeler',
        header: t`Belgeler`,
        accessorFn: (row) => row.gaps.length,
        cell: (info) => {
          const { gaps } = info.row.original;
          const of = (reason: DocumentGap['neden']) => gaps.filter((gap) => gap.neden === reason).length;
          const [missing, expired, expiring] = [of('eksik'), of('bitmis'), of('bitiyor')];
          if (gaps.length === 0)
            return (
              <Badge variant="light" color="green" data-testid="crew-documents" data-gaps="0">
                {t`Tamam`}
              </Badge>
            );
          // A count per reason, each saying what it is; each gap as text under them (a tablet cannot
          // hover): the type, why, and the expiry.
          return (
            <Stack gap={2} align="flex-start">
              <Group gap={4} data-testid="crew-documents" data-gaps={gaps.length}>
                {missing > 0 && (
                  <Badge variant="filled" color="red">
                    {t`${missing} eksik`}
                  </Badge>
                )}
                {expired > 0 && (
                  <Badge variant="filled" color="red">
                    {t`${expired} süresi dolmuş`}
                  </Badge>
                )}
                {expiring > 0 && (
                  <Badge variant="light" color="orange" c="dark.7">
                    {t`${expiring} süresi doluyor`}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="red.9" data-testid="crew-gaps" style={{ whiteSpace: 'normal' }}>
                {gaps.map((gap) => gapText(gap)).join(' · ')}
              </Text>
            </Stack>
          );
        },
        size: 260,
      },
      { id: 'rutbe', header: t`Rütbe`, accessorFn: (row) => i18n._(rankLabels[row.person.rutbe]), size: 150 },
      { id: 'uyruk', header: t`Uyruk`, accessorFn: (row) => row.person.uyruk, size: 110 },
      {
        id: 'kimlik',
        header: t`Kimlik / Pasaport`,
        accessorFn: (row) => {
          const masked = maskPerson(row.person);
          return masked.tcKimlikNo || masked.pasaportNo;
        },
        size: 140,
      },
    ],
    // gapText reads only i18n.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, marks, shipNames],
  );

  const title = t`Personel Havuzu`;
  return (
    <>
      <ListHeader
        title={title}
        section={t`Personel Veri Platformu`}
        count={pool === undefined ? undefined : rows.length}
        create={{ label: t`Personel Ekle`, link: CREW_LINKS.form }}
        canCreate={canCreate}
        readOnlyMark={false}
      >
        <FilterSelect
          param="rutbe"
          label={t`Rütbe`}
          all={t`Tüm rütbeler`}
          options={RANKS.map((value) => ({ value, label: i18n._(rankLabels[value]) }))}
          value={rutbe}
          w={180}
          data-testid="crew-rank-filter"
        />
        <FilterSelect
          param="durum"
          label={t`Durum`}
          all={t`Tüm durumlar`}
          options={AVAILABILITIES.map((value) => ({ value, label: i18n._(availabilityLabels[value]) }))}
          value={filter.durum}
          w={160}
          data-testid="crew-status-filter"
        />
        <FilterSelect
          param="uyruk"
          label={t`Uyruk`}
          all={t`Tüm uyruklar`}
          options={nationalities.map((value) => ({ value, label: value }))}
          value={filter.uyruk}
          w={160}
          data-testid="crew-nationality-filter"
        />
      </ListHeader>
      {pool === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<PoolRow>
          id="personel-havuzu"
          data={rows}
          columns={columns}
          getRowId={(row) => row.person._id}
          label={title}
          empty={{ title: t`Henüz personel yok.`, hint: t`“Personel Ekle” ile ilk kaydı ekleyin.` }}
          initialSort={[{ id: 'ad', desc: false }]}
          onRowClick={(row) =>
            void navigate({ to: '/personel-veri-platformu/personel-havuzu/$personelId', params: { personelId: row.person._id } })
          }
        />
      )}
    </>
  );
}
