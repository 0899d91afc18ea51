import { describe, expect, it } from 'vitest';
import { captureKind, fitLongSide } from '../../src/domain/capture';

describe('fitLongSide', () => {
  it('brings the long side to the limit, keeping the proportions', () => {
    expect(fitLongSide(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitLongSide(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitLongSide(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(fitLongSide(3001, 1000, 2000)).toEqual({ width: 2000, height: 666 });
  });

  it('keeps an image that fits, and a square one square', () => {
    expect(fitLongSide(1200, 800, 2000)).toEqual({ width: 1200, height: 800 });
    expect(fitLongSide(2000, 2000, 2000)).toEqual({ width: 2000, height: 2000 });
    expect(fitLongSide(5000, 5000, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it('never makes a side of 0, and refuses sizes that are not positive', () => {
    expect(fitLongSide(10_000, 2, 2000)).toEqual({ width: 2000, height: 1 });
    expect(() => fitLongSide(0, 10, 2000)).toThrow(RangeError);
    expect(() => fitLongSide(10, Number.NaN, 2000)).toThrow(RangeError);
  });
});

describe('captureKind', () => {
  it('takes images and PDF scans only', () => {
    expect(captureKind('image/jpeg')).toBe('image');
    expect(captureKind('image/png')).toBe('image');
    expect(captureKind('application/pdf')).toBe('pdf');
    expect(captureKind('text/plain')).toBeNull();
    expect(captureKind('')).toBeNull();
  });
});
