/**
 * The dashboard's ship-tracking map: a public AIS map unless `VITE_MAP_EMBED_URL` names another.
 * The app embeds it, and the server lets the page reach its origin (Content Security Policy
 * `connect-src`) so the dashboard can tell at once whether the map can load at all.
 */
export const DEFAULT_MAP_EMBED_URL = 'https://www.myshiptracking.com/?map=1&lat=39.0&lng=32.0&zoom=5&showmenu=0&showtrack=0';

/** The origin of a map address, or `undefined` when it is not an absolute http(s) address. */
export function embedOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
