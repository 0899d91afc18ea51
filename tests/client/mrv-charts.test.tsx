import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MrvCharts from '../../src/features/mrv/mrv-charts';

// Issue 47: the MRV charts' numbers (bars, tooltips, axis ticks) read the Turkish way in English.
// The charts' own formatter is taken from the chart component as the page renders it.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const formatters = vi.hoisted(() => [] as ((value: number) => string)[]);
vi.mock('@mantine/charts', () => ({
  BarChart: (props: { valueFormatter: (value: number) => string }) => {
    formatters.push(props.valueFormatter);
    return null;
  },
}));

async function chartFormatters(locale: 'tr' | 'en'): Promise<((value: number) => string)[]> {
  i18n.loadAndActivate({ locale, messages: {} });
  formatters.length = 0;
  const root = createRoot(document.createElement('div'));
  const data = { fuelTitle: 'Yakıt', co2Title: 'CO₂', co2Label: 'CO₂', fuels: [], months: [{ ay: 'Oca', co2: 1155.75 }] };
  await act(async () =>
    root.render(
      <MantineProvider>
        <MrvCharts data={data} />
      </MantineProvider>,
    ),
  );
  await act(async () => root.unmount());
  return [...formatters];
}

afterEach(() => i18n.loadAndActivate({ locale: 'tr', messages: {} }));

describe('the MRV charts’ numbers', () => {
  it('follow the language: 1,155.8 in English, 1.155,8 in Turkish', async () => {
    const english = await chartFormatters('en');
    expect(english).toHaveLength(2);
    expect(english.map((format) => format(1155.75))).toEqual(['1,155.8', '1,155.8']);
    const turkish = await chartFormatters('tr');
    expect(turkish.map((format) => format(1155.75))).toEqual(['1.155,8', '1.155,8']);
  });
});
