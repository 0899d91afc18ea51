import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { DocumentCategory } from '../../domain/documents';
import { LIBRARY_PATHS } from '../../ui/records/document-labels';

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
