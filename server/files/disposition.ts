/** Types a browser may show in a tab: images and PDF. Anything else (XML) is only downloaded. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/tiff', 'image/heic', 'image/heif']);

export function isInlineType(type: string): boolean {
  return INLINE_TYPES.has(type);
}

/** RFC 5987 `value-chars`: percent-encode what `encodeURIComponent` leaves but attr-char excludes. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A plain-ASCII stand-in for old clients: accents dropped (Ş → S), the rest of the world `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
}

/**
 * A Content-Disposition that no file name can break out of (RFC 6266): the name travels
 * percent-encoded in `filename*=UTF-8''…` (so "Şubat faturası.pdf" survives), and the quoted
 * `filename` fallback holds printable ASCII without quotes or backslashes, so neither a quote nor
 * a line break in a name can end the header or add another. Images and PDF open in the browser
 * (`inline`); XML is always downloaded (`attachment`): rendered, an XML document could run script.
 */
export function contentDisposition(name: string, type: string): string {
  const kind = isInlineType(type) ? 'inline' : 'attachment';
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
