import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';

// Links of the crew's screens (docs/areas/crew.md).

type LinkRender = (props: Record<string, unknown>) => ReactElement;

export const CREW_LINKS = {
  pool: ((props) => <Link to="/personel-veri-platformu/personel-havuzu" {...props} />) as LinkRender,
  form: ((props) => <Link to="/personel-veri-platformu/personel-havuzu/form" {...props} />) as LinkRender,
  person:
    (id: string): LinkRender =>
    (props) => <Link to="/personel-veri-platformu/personel-havuzu/$personelId" params={{ personelId: id }} {...props} />,
  edit:
    (id: string): LinkRender =>
    (props) => <Link to="/personel-veri-platformu/personel-havuzu/$personelId/edit" params={{ personelId: id }} {...props} />,
  /** A new document of the person: the certificate form with its holder set (docs/areas/crew.md). */
  addDocument:
    (id: string): LinkRender =>
    (props) => <Link to="/gemi-dokumanlari/sertifikalar/form" search={{ personel: id }} {...props} />,
  /** One of the person's documents in the certificate form (it goes back to the person's page). */
  editDocument:
    (id: string): LinkRender =>
    (props) => <Link to="/gemi-dokumanlari/sertifikalar/$sertifikaId/edit" params={{ sertifikaId: id }} {...props} />,
};
