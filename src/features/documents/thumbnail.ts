import { documentFile } from '../../data/document-files';
import type { DocumentRow } from '../../data/documents';
import type { PortalDb } from '../../data/db';
import { uploadedFileOf } from './open-document';

// A photo's thumbnail, made on the device (docs/areas/documents.md): the image is decoded already scaled
// (createImageBitmap's resize), drawn on a canvas and kept as a small JPEG for the session, so the
// grid never holds full images.

const THUMB_WIDTH = 320;
const made = new Map<string, Promise<string>>();

async function makeThumbnail(db: PortalDb, row: DocumentRow): Promise<string> {
  const file = uploadedFileOf(row);
  if (!file) throw new Error('no file');
  const blob = await documentFile(db, row._id, file, false);
  const bitmap = await createImageBitmap(blob, { resizeWidth: THUMB_WIDTH, resizeQuality: 'medium' });
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const thumb = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  if (!thumb) throw new Error('no thumbnail');
  return URL.createObjectURL(thumb);
}

/** The thumbnail's object URL, made once per file and session. */
export function thumbnailOf(db: PortalDb, row: DocumentRow): Promise<string> {
  const key = uploadedFileOf(row)?._id ?? row._id;
  let thumb = made.get(key);
  if (!thumb) {
    thumb = makeThumbnail(db, row);
    made.set(key, thumb);
    thumb.catch(() => made.delete(key));
  }
  return thumb;
}
