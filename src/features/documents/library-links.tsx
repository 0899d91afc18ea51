import type { ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DocumentCategory } from '../../domain/documents';
import { documentKind } from '../../domain/kinds/document';
import type { Place } from '../../ui/frames/detail-frame';
import { documentCategoryLabels, LIBRARY_PATHS } from '../../ui/records/document-labels';

type LinkRender = (props: Record<string, unknown>) => ReactElement;

/** The links of one category's library pages (src/routes/library.tsx): its list, the new document's form, a document and its forms. */
export function libraryLinks(kategori: DocumentCategory) {
  const path = LIBRARY_PATHS[kategori];
  return {
    list: ((props) => <Link to={path} {...props} />) satisfies LinkRender,
    form: ((props) => <Link to={`${path}/form`} {...props} />) satisfies LinkRender,
    detail:
      (id: string): LinkRender =>
      (props) => <Link to={`${path}/$dokumanId`} params={{ dokumanId: id }} {...props} />,
    /** The edit form; with `newRevision` the controlled document's next revision. */
    edit:
      (id: string, newRevision = false): LinkRender =>
      (props) => (
        <Link to={`${path}/$dokumanId/edit`} params={{ dokumanId: id }} search={newRevision ? { yeniRevizyon: true } : {}} {...props} />
      ),
  };
}

/** A category's place: its library in the trail, with no area before it (as its list shows it). */
export function useDocumentPlace(kategori: DocumentCategory): Place {
  const { t, i18n } = useLingui();
  return {
    section: '',
    list: { label: i18n._(documentCategoryLabels[kategori]), link: libraryLinks(kategori).list },
    kind: documentKind,
    record: t`Doküman`,
    missing: t`Doküman`,
  };
}
