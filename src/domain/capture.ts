// The capture tray (docs/areas/messages.md, /camera): photos are downscaled on the device before any
// upload, to spare a satellite link. The size computation is pure, here; the drawing is the
// platform's canvas (src/features/capture/downscale.ts).

/** A photo's long side at most, in pixels, once captured. */
export const CAPTURE_LONG_SIDE = 2000;

/** The JPEG quality a downscaled photo is encoded with. */
export const CAPTURE_JPEG_QUALITY = 0.85;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size an image of `width` × `height` takes with its long side at most `longSide`, its
 * proportions kept (each side rounded, never below 1). An image that already fits keeps its size.
 */
export function fitLongSide(width: number, height: number, longSide: number = CAPTURE_LONG_SIDE): PixelSize {
  if (!(width > 0) || !(height > 0) || !(longSide > 0)) throw new RangeError('sizes are positive');
  const long = Math.max(width, height);
  if (long <= longSide) return { width, height };
  const scale = longSide / long;
  return {
    width: width >= height ? longSide : Math.max(1, Math.round(width * scale)),
    height: height > width ? longSide : Math.max(1, Math.round(height * scale)),
  };
}

/** What the tray takes: an image (downscaled) or a PDF scan (kept as it is). */
export function captureKind(type: string): 'image' | 'pdf' | null {
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return null;
}
