import { formatDate, formatFigure } from '../../ui/format';
import { RATE_SCALE } from '../../domain/exchange-rates';

/** One point of the chart: a bulletin's date and its rate in ten-thousandths. */
export interface RatePoint {
  tarih: string;
  rate: number;
}

const WIDTH = 640;
const HEIGHT = 160;
const PAD = 8;

/**
 * A small line of a currency's buying rate over time (inline SVG: no chart library in the list's
 * chunk). Drawn only; the figures themselves are in the table beside it. `points` oldest first.
 */
export function RateChart({ points, label }: { points: readonly RatePoint[]; label: string }) {
  if (points.length < 2) return null;
  const rates = points.map((point) => point.rate);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  const span = high - low || 1;
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (rate: number) => HEIGHT - PAD - ((rate - low) * (HEIGHT - 2 * PAD)) / span;
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.rate).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure style={{ margin: 0 }} data-testid="rate-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label={label} preserveAspectRatio="none">
        <polyline points={line} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', fontSize: 'var(--mantine-font-size-xs)' }}>
        <span>
          {formatDate(first.tarih)}: {formatFigure(first.rate, RATE_SCALE, RATE_SCALE)}
        </span>
        <span>
          {formatFigure(low, RATE_SCALE, RATE_SCALE)} – {formatFigure(high, RATE_SCALE, RATE_SCALE)}
        </span>
        <span>
          {formatDate(last.tarih)}: {formatFigure(last.rate, RATE_SCALE, RATE_SCALE)}
        </span>
      </figcaption>
    </figure>
  );
}
