import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Group, NativeSelect, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import type { CompanySummary } from '../../domain/company';
import type { KpiCode, KpiResult } from '../../domain/kpi';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useKpiRecords } from '../../data/kpi';
import { download } from '../../ui/download';
import { useExportPrintActions } from '../../ui/export-print-actions';
import { formatApproximate, formatFigure } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { LANDSCAPE_PAGE_RULE, usePrintPage } from '../../ui/print-page';
import { PageLoading } from '../../ui/record-page';
import type { computeKpis } from './kpi-compute';
import { RATED_KPI_CODES as RATED } from '../../domain/kpi-codes';
import { INPUT_NAMES, KPI_NAMES, MONEY_INPUTS } from './kpi-labels';

const KpiCharts = lazy(() => import('./kpi-charts'));

/** Decimal places each figure shows. */
const DECIMALS: Partial<Record<KpiCode, number>> = { KPI026: 2, KPI014: 2, KPI017: 2, KPI022: 1, KPI002: 2, KPI005: 1 };
const SERIES_COLORS = ['blue.6', 'teal.6', 'red.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7'];

const ratingColor = (puan: number) => (puan >= 80 ? 'green' : puan >= 50 ? 'yellow' : 'red');

/** One column of the table: a ship, or the fleet. */
interface KpiColumn {
  key: string;
  title: string;
  kpiler: KpiResult[];
}

/**
 * The KPI page (docs/areas/inspections.md, KPI): BIMCO's Shipping KPIs and the portal's registers
 * per ship and for the fleet over a year, computed on the device (offline) by the functions
 * `GET /api/kpi` calls; each figure's inputs one click away, its rating 0–100, the quarterly trend
 * of the ratings, and an XLSX export. With a ship chosen, that ship; with 'Hepsi', each ship and
 * the fleet.
 */
export function KpiPage({ yil }: { yil: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const sirket = useSelectedCompany() ?? '';
  const companies = useCompanies();
  usePrintPage(LANDSCAPE_PAGE_RULE);
  const ships = useMemo((): CompanySummary[] | null => {
    if (!companies) return null;
    if (sirket) return companies.filter((company) => company._id === sirket);
    return companies.filter((company) => company.gemi?.adi).sort((a, b) => a.gemi!.adi.localeCompare(b.gemi!.adi, i18n.locale));
  }, [companies, sirket, i18n.locale]);
  const records = useKpiRecords(ships);
  const today = localDate();
  const period = useMemo(() => {
    const end = `${yil}-12-31`;
    return { baslangic: `${yil}-01-01`, bitis: end > today ? today : end };
  }, [yil, today]);
  const shipIds = useMemo(() => ships?.map((ship) => ship._id) ?? [], [ships]);
  // The rules load beside the records (kpi-compute.ts, a chunk of its own).
  const [compute, setCompute] = useState<typeof computeKpis | null>(null);
  useEffect(() => {
    let live = true;
    void import('./kpi-compute').then((module) => live && setCompute(() => module.computeKpis));
    return () => {
      live = false;
    };
  }, []);
  const computed = useMemo(
    () => (compute && records ? compute(records, period, shipIds, sirket || undefined) : null),
    [compute, records, period, shipIds, sirket],
  );
  const report = computed?.report ?? null;
  const trend = computed?.trend ?? null;
  const [open, setOpen] = useState<{ kod: KpiCode; column: string } | null>(null);

  const nameOf = (ship: CompanySummary | undefined) => ship?.gemi?.adi || ship?.isim || '';
  const columns: KpiColumn[] = report
    ? [
        ...report.gemiler.map((row) => ({
          key: row.sirket,
          title: nameOf(ships?.find((ship) => ship._id === row.sirket)),
          kpiler: row.kpiler,
        })),
        ...(sirket ? [] : [{ key: 'filo', title: t`Filo`, kpiler: report.filo.kpiler }]),
      ]
    : [];
  const codes = columns[0]?.kpiler.map((kpi) => kpi.kod) ?? [];
  const openColumn = open ? columns.find((column) => column.key === open.column) : undefined;
  const openKpi = open ? openColumn?.kpiler.find((kpi) => kpi.kod === open.kod) : undefined;
  const valueText = (kpi: KpiResult) => (kpi.deger === null ? t`Veri yok` : formatApproximate(kpi.deger, DECIMALS[kpi.kod] ?? 0));
  const inputText = (kpi: KpiResult, key: string, value: number | string | null) => {
    if (value === null) return t`Veri yok`;
    if (typeof value === 'string') return value;
    if (MONEY_INPUTS.has(key)) return `${formatFigure(value, 2, 2)} ${String(kpi.girdiler.dovizCinsi ?? '')}`.trim();
    return formatApproximate(value, Number.isInteger(value) ? 0 : 2);
  };
  const inputName = (key: string) => (INPUT_NAMES[key] ? i18n._(INPUT_NAMES[key]) : key);

  const exportXlsx = async () => {
    if (!report || !trend) return;
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const header = [t`Kod`, t`Gösterge`, ...columns.flatMap((column) => [column.title, `${column.title} · ${t`Puan`}`])];
      const rows = codes.map((kod, index) => [
        kod,
        i18n._(KPI_NAMES[kod]),
        ...columns.flatMap((column) => [column.kpiler[index]!.deger, column.kpiler[index]!.puan]),
      ]);
      const inputs = columns.flatMap((column) =>
        column.kpiler.flatMap((kpi) =>
          Object.entries(kpi.girdiler).map(([key, value]) => [column.title, kpi.kod, inputName(key), inputText(kpi, key, value)]),
        ),
      );
      const blob = await trackerXlsx([
        { name: t`KPI`, preamble: [`${t`KPI`} · ${period.baslangic} – ${period.bitis}`], header, rows },
        { name: t`Girdiler`, header: [t`Gemi`, t`Kod`, t`Girdi`, t`Değer`], rows: inputs },
        {
          name: t`Çeyrekler`,
          header: [t`Çeyrek`, ...RATED],
          rows: trend.map((quarter) => [quarter.donem, ...RATED.map((kod) => quarter.kpiler.find((kpi) => kpi.kod === kod)?.puan ?? null)]),
        },
      ]);
      download(blob, `kpi-${sirket ? columns[0]?.title : t`Filo`}-${yil}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };
  const [excel, print] = useExportPrintActions(exportXlsx);
  const thisYear = new Date().getUTCFullYear();
  const title = t`KPI`;
  const scopeName = sirket ? columns[0]?.title || '' : t`Filo`;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        badge={
          <Text c="dimmed" data-testid="kpi-scope">
            {scopeName} · {period.baslangic} – {period.bitis}
          </Text>
        }
        actions={report ? [excel, print] : []}
      >
        <NativeSelect
          aria-label={t`Yıl`}
          w={110}
          data={[0, 1, 2, 3].map((back) => String(thisYear - back))}
          value={String(yil)}
          onChange={(event) => void navigate({ to: '/kpi', search: { yil: Number(event.currentTarget.value) } })}
          data-testid="kpi-year"
        />
      </PageHeader>
      {!report || !ships ? (
        <PageLoading />
      ) : ships.length === 0 ? (
        <Text c="dimmed">{t`Gemisi olan şirket yok.`}</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="sm" mb="md" style={{ overflowX: 'auto' }}>
            <Table data-testid="kpi-table" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Gösterge`}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.key} ta="right" data-testid="kpi-column">
                      {column.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.map((kod, index) => (
                  <Table.Tr key={kod} data-testid="kpi-row" data-kod={kod}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {i18n._(KPI_NAMES[kod])}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {kod}
                      </Text>
                    </Table.Td>
                    {columns.map((column) => {
                      const kpi = column.kpiler[index]!;
                      return (
                        <Table.Td key={column.key} ta="right" data-testid="kpi-cell" data-column={column.key}>
                          <UnstyledButton
                            aria-expanded={open?.kod === kod && open.column === column.key}
                            onClick={() => setOpen(open?.kod === kod && open.column === column.key ? null : { kod, column: column.key })}
                            data-testid="kpi-value"
                            data-null={kpi.deger === null}
                          >
                            <Group gap={6} justify="flex-end" wrap="nowrap">
                              <Text size="sm" c={kpi.deger === null ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
                                {valueText(kpi)}
                              </Text>
                              {kpi.puan !== null && (
                                <Badge
                                  size="sm"
                                  variant="light"
                                  color={ratingColor(kpi.puan)}
                                  miw={38}
                                  style={{ flexShrink: 0 }}
                                  data-testid="kpi-rating"
                                >
                                  {kpi.puan}
                                </Badge>
                              )}
                            </Group>
                          </UnstyledButton>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {openKpi && (
              <Paper withBorder radius="sm" p="sm" mt="sm" id="kpi-inputs" data-testid="kpi-inputs" aria-live="polite">
                <Text size="sm" fw={600} mb={4}>
                  {t`Girdiler`} · {i18n._(KPI_NAMES[openKpi.kod])} · {openColumn?.title}
                </Text>
                <Stack gap={2}>
                  {Object.entries(openKpi.girdiler).map(([key, value]) => (
                    <Group key={key} justify="space-between" gap="lg" wrap="nowrap" maw={480}>
                      <Text size="sm">{inputName(key)}</Text>
                      <Text size="sm" fw={500} data-testid="kpi-input" data-key={key}>
                        {inputText(openKpi, key, value)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Paper>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              {t`Puan 0–100: BIMCO'nun asgari değeri 0, hedefi 100. Bir değere tıklayınca hesabın girdileri görünür.`}
            </Text>
          </Paper>
          {trend && (
            <Suspense fallback={null}>
              <KpiCharts
                data={{
                  title: t`Çeyreklere göre puan · ${scopeName}`,
                  series: RATED.map((kod, index) => ({ name: kod, label: kod, color: SERIES_COLORS[index % SERIES_COLORS.length]! })),
                  quarters: trend.map((quarter) => ({
                    donem: quarter.donem,
                    ...Object.fromEntries(RATED.map((kod) => [kod, quarter.kpiler.find((kpi) => kpi.kod === kod)?.puan ?? null])),
                  })),
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
