import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { personKind } from '../../domain/kinds/person';
import type { Place } from '../../ui/frames/detail-frame';
import { recordLink } from '../../ui/frames/record-path';

// Links of the crew's screens (docs/areas/crew.md).

type LinkRender = (props: Record<string, unknown>) => ReactElement;

/** A person's page. */
const PERSON_PATH = '/personel-veri-platformu/personel-havuzu/$personelId';

export const CREW_LINKS = {
  pool: ((props) => <Link to="/personel-veri-platformu/personel-havuzu" {...props} />) as LinkRender,
  form: ((props) => <Link to="/personel-veri-platformu/personel-havuzu/form" {...props} />) as LinkRender,
  person: (id: string): LinkRender => recordLink(PERSON_PATH, id),
  edit: (id: string): LinkRender => recordLink(PERSON_PATH, id, true),
  /** A new document of the person: the certificate form with its holder set (docs/areas/crew.md). */
  addDocument:
    (id: string): LinkRender =>
    (props) => <Link to="/gemi-dokumanlari/sertifikalar/form" search={{ personel: id }} {...props} />,
  /** One of the person's documents in the certificate form (it goes back to the person's page). */
  editDocument:
    (id: string): LinkRender =>
    (props) => <Link to="/gemi-dokumanlari/sertifikalar/$sertifikaId/edit" params={{ sertifikaId: id }} {...props} />,
};

/** The pool's place: Personel Veri Platformu › Personel Havuzu (a person's detail and form). */
export function useCrewPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Personel Veri Platformu`,
    list: { label: t`Personel Havuzu`, link: CREW_LINKS.pool },
    kind: personKind,
    path: PERSON_PATH,
    record: t`Personel`,
    missing: t`Personel bulunamadı`,
  };
}
