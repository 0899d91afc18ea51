/** An uploaded file as the API answers it (docs/areas/files.md "Uploaded file", docs/architecture.md §5). */
export interface UploadedFile {
  _id: string;
  name: string;
  /** The type the server sniffed from the content, never the one the client claimed. */
  type: string;
  /** Bytes. */
  size: number;
  /** Where it downloads from: `/api/file/<_id>`. */
  path: string;
}

/**
 * A form's reference to a file kept on the device while it waits to upload (docs/architecture.md §5).
 * Its id is the file's `_id` on the server too, so a record may already name `/api/file/<keptId>`:
 * the replay uploads the file before the change that refers to it.
 */
export interface KeptFileRef {
  keptId: string;
  name: string;
  type: string;
  size: number;
}

/** A record's file fields as the device holds them: uploaded, or still kept on the device. */
export type OnDevice<T> = T extends UploadedFile
  ? T | KeptFileRef
  : T extends readonly (infer E)[]
    ? OnDevice<E>[]
    : T extends object
      ? { [K in keyof T]: OnDevice<T[K]> }
      : T;

/** docs/areas/files.md: at most 15,000,000 bytes ("15 MB", decimal), checked by the picker and the server. */
export const MAX_FILE_BYTES = 15_000_000;

/**
 * What the server stores, by the type it sniffs from the content (docs/architecture.md §5): PDF, PNG,
 * JPEG, WebP, TIFF, HEIC (and HEIF, the container HEIC is a brand of) and XML (e-invoices).
 */
export const ALLOWED_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
  'image/heic',
  'image/heif',
  'application/xml',
] as const;

export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

/**
 * The picker's filter: browsers often give HEIC and XML files no type or another one
 * (`text/xml`), so extensions are listed too. The server decides by content whatever this says.
 */
export const FILE_PICKER_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/tiff': ['.tif', '.tiff'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
};

/** The download path of a stored file. */
export function filePath(id: string): string {
  return `/api/file/${id}`;
}
