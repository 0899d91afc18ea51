import { LineChart } from '@mantine/charts';
import { ChartCard } from '../../ui/chart-card';
import { formatApproximate } from '../../ui/format';

// The KPI page's quarterly trend (@mantine/charts over recharts, already in the app for the
// reports): each rated figure's 0–100 rating per quarter; a chunk of its own, loaded after the table.

export interface KpiTrendData {
  title: string;
  series: { name: string; label: string; color: string }[];
  /** A row per quarter: its label (`donem`) and each figure's rating (absent without data). */
  quarters: Record<string, string | number | null>[];
}

export default function KpiCharts({ data }: { data: KpiTrendData }) {
  return (
    <ChartCard title={data.title} data-testid="kpi-trend">
      <LineChart
        h={260}
        data={data.quarters}
        dataKey="donem"
        series={data.series}
        yAxisProps={{ domain: [0, 100] }}
        valueFormatter={(value) => formatApproximate(value, 0)}
        connectNulls
        withLegend
      />
    </ChartCard>
  );
}
