import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import {
  DUE_WINDOWS,
  INSTRUMENT_DIRECTIONS,
  INSTRUMENT_STATES,
  portfolioTotals,
  type DueWindow,
  type InstrumentDirection,
  type InstrumentState,
} from '../../domain/instruments';
import { instrumentKind } from '../../domain/kinds/instrument';
import { useAccountNames } from '../../data/account-names';
import { useSelectedCompany } from '../../data/companies';
import { usePortfolio, type InstrumentRow } from '../../data/instruments';
import { formatMoney } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { FilterSelect } from '../../ui/frames/filter-select';
import { amountColumn, dateColumn, stateColumn } from '../../ui/record-columns';
import {
  dueWindowLabels,
  instrumentDirectionLabels,
  instrumentKindLabels,
  instrumentStateColors,
  instrumentStateLabels,
} from '../../ui/records/instrument-labels';

/** The portfolio's address: its filters, each left out for all, and its sort (src/routes/instruments.tsx). */
interface PortfolioSearch {
  yon?: InstrumentDirection | undefined;
  durum?: InstrumentState | undefined;
  vade?: DueWindow | undefined;
  sirala?: string | undefined;
}

/** The portfolio of cheques and notes (docs/areas/cheques.md): by due date, with totals per state and currency, from the device. */
export function InstrumentListPage({ filter }: { filter: PortfolioSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const today = localDate();
  const rows = usePortfolio(company, { yon: filter.yon, durum: filter.durum, vade: filter.vade }, today);
  const customers = useAccountNames('musteri', company);
  const suppliers = useAccountNames('tedarikci', company);
  const accountName = (row: InstrumentRow) => customers?.get(row.cariHesap) ?? suppliers?.get(row.cariHesap) ?? '';
  const totals = useMemo(
    () => [...portfolioTotals(rows ?? [])].sort(([a], [b]) => INSTRUMENT_STATES.indexOf(a) - INSTRUMENT_STATES.indexOf(b)),
    [rows],
  );

  const name = useMemo<NameColumn<InstrumentRow>>(
    () => ({
      id: 'seriNo',
      header: t`Seri No`,
      value: (row) => row.seriNo,
      text: (row) => `${i18n._(instrumentKindLabels[row.tur])} ${row.seriNo}`,
      link: (row, props) => <Link to="/finans/cek-senet/$cekSenetId" params={{ cekSenetId: row._id }} {...props} />,
      size: 200,
    }),
    [t, i18n],
  );
  const columns = useMemo<ColumnDef<InstrumentRow, unknown>[]>(
    () => [
      dateColumn('vadeTarihi', t`Vade`),
      // On a tablet the direction, account, drawer and bank go (docs/areas/shell.md); the amount and state stay.
      { id: 'yon', header: t`Yön`, accessorFn: (row) => i18n._(instrumentDirectionLabels[row.yon]), size: 110, meta: { hide: 2 } },
      { id: 'cariHesap', header: t`Cari Hesap`, accessorFn: accountName, size: 220, meta: { hide: 2 } },
      { id: 'borclu', header: t`Borçlu / Keşideci`, accessorFn: (row) => row.borclu, size: 200, meta: { hide: 3 } },
      { id: 'banka', header: t`Banka`, accessorFn: (row) => row.banka, size: 160, meta: { hide: 3 } },
      amountColumn<InstrumentRow>({ id: 'miktar', header: t`Tutar`, minor: (row) => row.miktar }),
      stateColumn({
        header: t`Durum`,
        states: INSTRUMENT_STATES,
        colors: instrumentStateColors,
        labels: instrumentStateLabels,
        i18n,
        testId: 'instrument-state',
        size: 150,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accountName reads only the names
    [t, i18n, customers, suppliers],
  );

  const title = t`Çek / Senet Portföyü`;
  return (
    <ListFrame<InstrumentRow>
      kind={instrumentKind}
      title={title}
      section={t`Finans`}
      rows={rows}
      name={name}
      columns={columns}
      fleet={false}
      sort={filter.sirala}
      create={{ label: t`Çek / Senet Ekle`, link: (props) => <Link to="/finans/cek-senet/create" {...props} /> }}
      filters={
        <Group gap="sm" mb="md" wrap="wrap">
          <FilterSelect
            param="yon"
            label={t`Yön`}
            all={t`Alınan ve verilen`}
            options={INSTRUMENT_DIRECTIONS.map((value) => ({ value, label: i18n._(instrumentDirectionLabels[value]) }))}
            value={filter.yon}
            w={170}
            data-testid="instrument-direction-filter"
          />
          <FilterSelect
            param="durum"
            label={t`Durum`}
            all={t`Tüm durumlar`}
            options={INSTRUMENT_STATES.map((value) => ({ value, label: i18n._(instrumentStateLabels[value]) }))}
            value={filter.durum}
            w={180}
            data-testid="instrument-state-filter"
          />
          <FilterSelect
            param="vade"
            label={t`Vade`}
            all={t`Tüm vadeler`}
            options={DUE_WINDOWS.map((value) => ({ value, label: i18n._(dueWindowLabels[value]) }))}
            value={filter.vade}
            w={180}
            data-testid="instrument-due-filter"
          />
        </Group>
      }
      above={
        totals.length > 0 && (
          <Paper withBorder radius="md" p="sm" mb="md">
            <Table data-testid="instrument-totals" withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                {totals.map(([state, byCurrency]) => (
                  <Table.Tr key={state}>
                    <Table.Td w={180}>
                      <Badge variant="light" color={instrumentStateColors[state]}>
                        {i18n._(instrumentStateLabels[state])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="lg">
                        {[...byCurrency].map(([currency, sum]) => (
                          <Text
                            key={currency}
                            size="sm"
                            style={{ fontVariantNumeric: 'tabular-nums' }}
                            data-testid={`instrument-total-${state}-${currency}`}
                          >
                            {formatMoney(sum, currency)}
                          </Text>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )
      }
      tableId="cek-senet"
      empty={{ title: t`Bu filtrelere uyan çek veya senet yok.`, hint: t`“Çek / Senet Ekle” ile ilk kaydı ekleyin.` }}
      open={(row) => void navigate({ to: '/finans/cek-senet/$cekSenetId', params: { cekSenetId: row._id } })}
    />
  );
}
