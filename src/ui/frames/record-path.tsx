import type { ReactElement } from 'react';
import { Link, type RegisteredRouter } from '@tanstack/react-router';

/** A record page's address in the app (`/finans/cek-senet/$cekSenetId`): its last segment the id's parameter. */
export type RecordPath = keyof RegisteredRouter['routesByPath'] & string;

type LinkRender = (props: Record<string, unknown>) => ReactElement;

/** The path's parts: its list (the path above the record) and the id's parameter. */
export function pathParts(path: RecordPath): { list: string; param: string } {
  const cut = path.lastIndexOf('/$');
  return { list: path.slice(0, cut), param: path.slice(cut + 2) };
}

/** A link to record `id` at `path`, or to its form (`/edit`) — every record area has both (src/routes/record-routes.ts). */
export function recordLink(path: RecordPath, id: string, form = false): LinkRender {
  const { param } = pathParts(path);
  // The path is the router's own; its edit route is its child.
  const to = (form ? `${path}/edit` : path) as never;
  return (props) => <Link to={to} params={{ [param]: id } as never} {...props} />;
}
