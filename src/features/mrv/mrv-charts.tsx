import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { ChartCard } from '../../ui/chart-card';
import { formatApproximate } from '../../ui/format';

// The MRV year's monthly charts (@mantine/charts over recharts, already in the app for the reports):
// a chunk of its own, loaded after the tables.

export interface MrvChartData {
  fuelTitle: string;
  co2Title: string;
  co2Label: string;
  fuels: { name: string; label: string; color: string }[];
  /** A row per month: its label, t per fuel, and `co2` in t. */
  months: Record<string, string | number>[];
}

/** Tonnes to a tenth, in the language's number format (bars, tooltips and axis ticks). */
const tonnes = (value: number) => formatApproximate(value, 1);

export default function MrvCharts({ data }: { data: MrvChartData }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="mrv-charts">
      <ChartCard title={data.fuelTitle}>
        <BarChart h={240} data={data.months} dataKey="ay" type="stacked" series={data.fuels} valueFormatter={tonnes} withLegend />
      </ChartCard>
      <ChartCard title={data.co2Title}>
        <BarChart
          h={240}
          data={data.months}
          dataKey="ay"
          series={[{ name: 'co2', label: data.co2Label, color: 'gray.6' }]}
          valueFormatter={tonnes}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
