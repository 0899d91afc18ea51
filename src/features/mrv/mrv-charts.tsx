import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
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
      <Paper withBorder radius="md" p="sm">
        <Title order={3} size="h5" mb="xs">
          {data.fuelTitle}
        </Title>
        <BarChart h={240} data={data.months} dataKey="ay" type="stacked" series={data.fuels} valueFormatter={tonnes} withLegend />
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Title order={3} size="h5" mb="xs">
          {data.co2Title}
        </Title>
        <BarChart
          h={240}
          data={data.months}
          dataKey="ay"
          series={[{ name: 'co2', label: data.co2Label, color: 'gray.6' }]}
          valueFormatter={tonnes}
        />
      </Paper>
    </SimpleGrid>
  );
}
