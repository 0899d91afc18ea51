import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { ChartCard } from '../../ui/chart-card';
import type { ChartSpec } from './report-model';

/** Turkish grouping for the axis and tooltip (a display of major units, never summed). */
const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/**
 * A report's charts (@mantine/charts over recharts): a chunk of its own that only the report
 * screens load, after their table.
 */
export default function ReportCharts({ charts }: { charts: ChartSpec[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: charts.length > 1 ? 2 : 1 }} mb="md">
      {charts.map((chart) => (
        <ChartCard key={chart.title} title={chart.title} data-report-chart>
          <BarChart
            h={260}
            data={chart.data}
            dataKey="label"
            type={chart.stacked ? 'stacked' : 'default'}
            series={chart.series.map((series) => ({ name: series.name, label: series.label, color: series.color }))}
            valueFormatter={(value) => number.format(value)}
            withLegend
            // In the series' own order (recharts sorts the legend by name otherwise: '90+' after 'not due').
            legendProps={{ itemSorter: (item) => chart.series.findIndex((series) => series.name === item.dataKey) }}
            tickLine="y"
          />
        </ChartCard>
      ))}
    </SimpleGrid>
  );
}
