const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A byte count in binary units (docs/areas/files.md: "sizes shown in binary units") with the locale's number
 * format: `formatFileSize(15_000_000, 'tr')` is "14,3 MiB", in English "14.3 MiB". Bytes are
 * whole; larger units keep one decimal, dropped when it is zero ("2 KiB").
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a size: ${bytes}`);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  let unit = 0;
  let value = bytes;
  // Decide on the rounded value, so 1,048,575 bytes reads "1 MiB" rather than "1.024 KiB".
  while (unit < UNITS.length - 1 && Number(value.toFixed(unit === 0 ? 0 : 1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${format.format(Math.round(value))} ${UNITS[0]}`;
  return `${format.format(value)} ${UNITS[unit]}`;
}
