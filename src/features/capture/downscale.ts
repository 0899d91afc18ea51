import { CAPTURE_JPEG_QUALITY, CAPTURE_LONG_SIDE, captureKind, fitLongSide } from '../../domain/capture';
import type { CaptureInput } from '../../data/capture';

// The downscale on the device (docs/areas/messages.md, /camera): the platform's image decoder
// (createImageBitmap) and canvas are enough — a photo is drawn at its fitted size and encoded as
// JPEG; no library. A PDF scan is kept as it is.

/** Why a file did not go into the tray. */
export class CaptureRefused extends Error {
  constructor(readonly reason: 'notImage' | 'tooLarge') {
    super(reason);
  }
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'foto';
  return `${base}.jpg`;
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new CaptureRefused('notImage');
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: CAPTURE_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new CaptureRefused('notImage');
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CaptureRefused('notImage'))), 'image/jpeg', CAPTURE_JPEG_QUALITY),
  );
}

/**
 * A picked file as the tray keeps it: a photo with its long side at most 2,000 px as JPEG (one that
 * is already a JPEG that fits is kept as it is), a PDF as it is. A file that is neither, or an image
 * the device cannot decode, is refused (`notImage`); one still over `maxBytes` after it, `tooLarge`.
 */
export async function prepareCapture(file: File, maxBytes: number): Promise<CaptureInput> {
  const kind = captureKind(file.type);
  if (kind === null || file.size === 0) throw new CaptureRefused('notImage');
  if (kind === 'pdf') {
    if (file.size > maxBytes) throw new CaptureRefused('tooLarge');
    return { name: file.name, type: file.type, blob: file, size: file.size, originalSize: file.size };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new CaptureRefused('notImage');
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    const fitted = fitLongSide(original.width, original.height, CAPTURE_LONG_SIDE);
    const keep = file.type === 'image/jpeg' && fitted.width === original.width && fitted.height === original.height;
    const blob = keep ? file : await encodeJpeg(bitmap, fitted.width, fitted.height);
    if (blob.size > maxBytes) throw new CaptureRefused('tooLarge');
    return {
      name: keep ? file.name : jpegName(file.name),
      type: 'image/jpeg',
      blob,
      size: blob.size,
      originalSize: file.size,
      width: fitted.width,
      height: fitted.height,
      originalWidth: original.width,
      originalHeight: original.height,
    };
  } finally {
    bitmap.close();
  }
}
