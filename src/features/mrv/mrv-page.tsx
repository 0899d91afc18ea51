import { lazy, Suspense, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { NativeSelect, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { FUELS, reconciliationPercent, type Fuel } from '../../domain/emissions';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useFleetEmissions, useShipEmissions } from '../../data/ship-reports';
import { download } from '../../ui/download';
import { useExportPrintActions } from '../../ui/export-print-actions';
import { formatFigure } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { LANDSCAPE_PAGE_RULE, usePrintPage } from '../../ui/print-page';
import { PageLoading } from '../../ui/record-page';
import { FleetSummary } from './fleet-summary';

const MrvCharts = lazy(() => import('./mrv-charts'));

const FUEL_COLORS: Record<Fuel, string> = {
  HFO: 'dark.5',
  VLSFO: 'blue.6',
  ULSFO: 'cyan.5',
  MDO: 'orange.5',
  MGO: 'teal.5',
  LNG: 'grape.5',
};

/** kg as t (to the kg). */
const tonnes = (kg: number) => formatFigure(kg, 3, 1);

/**
 * MRV / DCS per ship and year (docs/areas/bunkers-and-emissions.md), computed on the device with shipEmissions; with
 * 'Hepsi' chosen, the fleet's year per ship and in total (fleetEmissions).
 */
export function MrvPage({ yil }: { yil: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const sirket = useSelectedCompany() ?? '';
  const companies = useCompanies();
  const year = useShipEmissions(sirket, yil);
  const company = companies?.find((c) => c._id === sirket);
  // The fleet: every company with a ship, by the ship's name.
  const ships = useMemo(
    () =>
      sirket || !companies
        ? null
        : companies.filter((c) => c.gemi?.adi).sort((a, b) => a.gemi!.adi.localeCompare(b.gemi!.adi, i18n.locale)),
    [sirket, companies, i18n.locale],
  );
  const shipIds = useMemo(() => ships?.map((c) => c._id) ?? null, [ships]);
  const fleet = useFleetEmissions(shipIds, yil);
  usePrintPage(LANDSCAPE_PAGE_RULE);
  const ship = company?.gemi?.adi || company?.isim || '';
  const thisYear = new Date().getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 1))),
  );
  const fuels = FUELS.filter((fuel) => year?.yakitlar.some((item) => item.yakit === fuel));
  const percent = (value: number | null) => (value === null ? '—' : `%${formatFigure(value, 2, 2)}`);

  const exportXlsx = async () => {
    if (!year) return;
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const t3 = (kg: number) => kg / 1000;
      const blob = await trackerXlsx([
        {
          name: t`Aylık`,
          header: [t`Ay`, ...fuels.map((fuel) => `${fuel} (mt)`), t`CO₂ (t)`],
          rows: year.aylar.map((month) => [months[month.ay - 1]!, ...fuels.map((fuel) => t3(month.tuketim[fuel] ?? 0)), t3(month.co2)]),
        },
        {
          name: t`Mutabakat`,
          header: [t`Yakıt`, t`Tüketim (mt)`, t`CO₂ (t)`, t`Teslim (mt)`, t`ROB Başı (mt)`, t`ROB Sonu (mt)`, t`Fark (mt)`],
          rows: year.yakitlar.map((fuel) => [
            fuel.yakit,
            t3(fuel.tuketim),
            t3(fuel.co2),
            t3(fuel.teslim),
            t3(fuel.robBas),
            t3(fuel.robSon),
            t3(fuel.fark),
          ]),
        },
      ]);
      download(blob, `mrv-${ship}-${yil}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  const title = t`MRV`;
  const [excel, print] = useExportPrintActions(exportXlsx);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        badge={
          !sirket ? (
            <Text c="dimmed" data-testid="mrv-ship">
              {t`Filo`} · {yil}
            </Text>
          ) : ship ? (
            <Text c="dimmed" data-testid="mrv-ship">
              {ship} · {yil}
            </Text>
          ) : undefined
        }
        actions={fleet && !sirket ? [print] : year ? [excel, print] : []}
      >
        <NativeSelect
          aria-label={t`Yıl`}
          w={110}
          data={[0, 1, 2, 3].map((back) => String(thisYear - back))}
          value={String(yil)}
          onChange={(event) => void navigate({ to: '/mrv', search: { yil: Number(event.currentTarget.value) } })}
          data-testid="mrv-year"
        />
      </PageHeader>
      {!sirket ? (
        fleet && ships ? (
          <>
            <FleetSummary fleet={fleet} ships={ships} yil={yil} />
            <Text c="dimmed" size="sm">{t`Bir geminin aylık yakıtı ve yakıt mutabakatı için sol üstten gemiyi seçin.`}</Text>
          </>
        ) : (
          <PageLoading />
        )
      ) : year === undefined ? (
        <PageLoading />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md" data-testid="mrv-summary">
            {[
              { label: t`Toplam CO₂ (t)`, value: tonnes(year.toplamCo2) },
              { label: t`Mesafe (nm)`, value: formatFigure(year.mesafe, 1, 1) },
              { label: t`Seyir Saati`, value: formatFigure(year.seyirSaati, 1, 1) },
              { label: t`CO₂ / nm (kg)`, value: year.co2PerNm === null ? '—' : formatFigure(year.co2PerNm, 2, 2) },
            ].map((item) => (
              <Paper key={item.label} withBorder radius="md" p="sm">
                <Text size="xs" c="dimmed">
                  {item.label}
                </Text>
                <Text fw={700} size="lg">
                  {item.value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Paper withBorder radius="md" p="lg" mb="md">
            <Title order={3} size="h5" mb="sm">{t`Yakıt mutabakatı`}</Title>
            <Table data-testid="mrv-reconciliation">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Yakıt`}</Table.Th>
                  <Table.Th ta="right">{t`Tüketim (mt)`}</Table.Th>
                  <Table.Th ta="right">{t`CO₂ (t)`}</Table.Th>
                  <Table.Th ta="right">{t`Teslim (mt)`}</Table.Th>
                  <Table.Th ta="right">{t`ROB Başı (mt)`}</Table.Th>
                  <Table.Th ta="right">{t`ROB Sonu (mt)`}</Table.Th>
                  <Table.Th ta="right">{t`Fark (mt)`}</Table.Th>
                  <Table.Th ta="right">{t`Fark (%)`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {year.yakitlar.map((fuel) => (
                  <Table.Tr key={fuel.yakit}>
                    <Table.Td>{fuel.yakit}</Table.Td>
                    <Table.Td ta="right">{formatFigure(fuel.tuketim, 3, 1)}</Table.Td>
                    <Table.Td ta="right">{formatFigure(fuel.co2, 3, 1)}</Table.Td>
                    <Table.Td ta="right">{formatFigure(fuel.teslim, 3, 1)}</Table.Td>
                    <Table.Td ta="right">{formatFigure(fuel.robBas, 3, 1)}</Table.Td>
                    <Table.Td ta="right">{formatFigure(fuel.robSon, 3, 1)}</Table.Td>
                    <Table.Td ta="right" c={fuel.fark === 0 ? undefined : 'var(--mantine-color-orange-light-color)'}>
                      {formatFigure(fuel.fark, 3, 1)}
                    </Table.Td>
                    <Table.Td ta="right">{percent(reconciliationPercent(fuel))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {year.yakitlar.length === 0 && (
              <Text c="dimmed" size="sm">
                {t`Bu yıl için gemi raporu yok.`}
              </Text>
            )}
          </Paper>
          <Paper withBorder radius="md" p="lg" mb="md">
            <Title order={3} size="h5" mb="sm">{t`Aylık yakıt ve CO₂`}</Title>
            <Table data-testid="mrv-months">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Ay`}</Table.Th>
                  {fuels.map((fuel) => (
                    <Table.Th key={fuel} ta="right">{`${fuel} (mt)`}</Table.Th>
                  ))}
                  <Table.Th ta="right">{t`CO₂ (t)`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {year.aylar.map((month) => (
                  <Table.Tr key={month.ay}>
                    <Table.Td>{months[month.ay - 1]}</Table.Td>
                    {fuels.map((fuel) => (
                      <Table.Td key={fuel} ta="right">
                        {formatFigure(month.tuketim[fuel] ?? 0, 3, 1)}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right">{formatFigure(month.co2, 3, 1)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Suspense fallback={null}>
            <MrvCharts
              data={{
                fuelTitle: t`Aylık yakıt tüketimi (mt)`,
                co2Title: t`Aylık CO₂ (t)`,
                co2Label: t`CO₂ (t)`,
                fuels: fuels.map((fuel) => ({ name: fuel, label: fuel, color: FUEL_COLORS[fuel] })),
                months: year.aylar.map((month) => ({
                  ay: months[month.ay - 1]!,
                  ...Object.fromEntries(fuels.map((fuel) => [fuel, (month.tuketim[fuel] ?? 0) / 1000])),
                  co2: month.co2 / 1000,
                })),
              }}
            />
          </Suspense>
        </>
      )}
    </>
  );
}
