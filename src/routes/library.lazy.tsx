import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentCategory } from '../domain/documents';
import { LibraryPage } from '../features/documents/library-page';

/** The lazy half of every library page (library.tsx): one chunk shared by the ten categories. */
export function libraryLazyRoute<TRoute extends AnyRoute>(
  route: TRoute,
  kategori: DocumentCategory,
  title: MessageDescriptor,
): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: () => <LibraryPage kategori={kategori} title={title} key={kategori} /> });
}
