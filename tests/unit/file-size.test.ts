import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/domain/file-size';

describe('file sizes in binary units (docs/areas/files.md)', () => {
  it('shows whole bytes below one KiB', () => {
    expect(formatFileSize(0, 'tr')).toBe('0 B');
    expect(formatFileSize(1023, 'en')).toBe('1,023 B');
  });

  it('uses KiB and MiB with one decimal, dropped when zero', () => {
    expect(formatFileSize(1024, 'en')).toBe('1 KiB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KiB');
    expect(formatFileSize(1_048_576, 'en')).toBe('1 MiB');
  });

  it('writes numbers the Turkish way in Turkish', () => {
    expect(formatFileSize(15_000_000, 'tr')).toBe('14,3 MiB');
    expect(formatFileSize(15_000_000, 'en')).toBe('14.3 MiB');
    expect(formatFileSize(1536, 'tr')).toBe('1,5 KiB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1_048_575, 'en')).toBe('1 MiB');
    expect(formatFileSize(1_048_575 - 60, 'en')).toBe('1,023.9 KiB');
  });

  it('refuses what is not a size', () => {
    expect(() => formatFileSize(-1, 'tr')).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN, 'tr')).toThrow(RangeError);
  });
});
