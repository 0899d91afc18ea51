import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../ui/format';

/** A valuation's date and the cover it gave (%, major units), or null without a balance. */
export interface CoverPoint {
  tarih: string;
  oran: number | null;
}

/** The security cover at each valuation against the loan's minimum (docs/areas/loans.md §4). */
export function LoanCoverChart({
  points,
  minimum,
  label,
  minimumLabel,
}: {
  points: readonly CoverPoint[];
  minimum: number | null;
  label: string;
  minimumLabel: string;
}) {
  return (
    <figure style={{ margin: '16px 0 0', height: 220 }} data-testid="loan-cover-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="tarih" tickFormatter={(value: string) => formatDate(value)} fontSize={12} />
          <YAxis fontSize={12} domain={[0, 'auto']} />
          <Tooltip labelFormatter={(value) => formatDate(String(value))} />
          {minimum !== null && <ReferenceLine y={minimum} stroke="var(--mantine-color-red-6)" strokeDasharray="4 4" label={minimumLabel} />}
          <Line type="monotone" dataKey="oran" name={label} stroke="var(--mantine-color-blue-6)" strokeWidth={2} dot />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
