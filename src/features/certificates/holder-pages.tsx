import type { ReactElement } from 'react';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import type { CertificateHolder } from '../../domain/certificates';
import { certificateKind } from '../../domain/kinds/certificate';
import type { Place } from '../../ui/frames/detail-frame';
import type { RecordPath } from '../../ui/frames/record-path';

// The two areas the certificates' screens serve (docs/areas/certificates.md): the chosen ship's certificates
// (`/gemi-dokumanlari/sertifikalar`) and the company's documents (`/sirket-evraklari`), one model.

export type PageHolder = Extract<CertificateHolder, 'gemi' | 'sirket'>;

type LinkRender = (props: Record<string, unknown>) => ReactElement;

export interface HolderPages {
  /** The list's title (the page's, src/app/pages.ts). */
  title: MessageDescriptor;
  /** One record's title. */
  record: MessageDescriptor;
  create: MessageDescriptor;
  edit: MessageDescriptor;
  /** The area's section in the trail. */
  section: MessageDescriptor;
  list: LinkRender;
  /** A record's page. */
  path: RecordPath;
  form: LinkRender;
  detail: (id: string) => LinkRender;
  editLink: (id: string) => LinkRender;
}

export const HOLDER_PAGES: Record<PageHolder, HolderPages> = {
  gemi: {
    title: msg`Sertifikalar`,
    record: msg`Sertifika`,
    create: msg`Sertifika Ekle`,
    edit: msg`Sertifika Düzenle`,
    section: msg`Gemi Dokümanları`,
    list: (props) => <Link to="/gemi-dokumanlari/sertifikalar" {...props} />,
    path: '/gemi-dokumanlari/sertifikalar/$sertifikaId',
    form: (props) => <Link to="/gemi-dokumanlari/sertifikalar/form" {...props} />,
    detail: (id) => (props) => <Link to="/gemi-dokumanlari/sertifikalar/$sertifikaId" params={{ sertifikaId: id }} {...props} />,
    editLink: (id) => (props) => <Link to="/gemi-dokumanlari/sertifikalar/$sertifikaId/edit" params={{ sertifikaId: id }} {...props} />,
  },
  sirket: {
    title: msg`Şirket Evrakları`,
    record: msg`Şirket Evrakı`,
    create: msg`Evrak Ekle`,
    edit: msg`Evrak Düzenle`,
    section: msg`Şirket`,
    list: (props) => <Link to="/sirket-evraklari" {...props} />,
    path: '/sirket-evraklari/$sertifikaId',
    form: (props) => <Link to="/sirket-evraklari/form" {...props} />,
    detail: (id) => (props) => <Link to="/sirket-evraklari/$sertifikaId" params={{ sertifikaId: id }} {...props} />,
    editLink: (id) => (props) => <Link to="/sirket-evraklari/$sertifikaId/edit" params={{ sertifikaId: id }} {...props} />,
  },
};

/** The area's place: its section and its list (the detail's and the form's trail). */
export function holderPlace(i18n: I18n, pages: HolderPages): Place {
  return {
    section: i18n._(pages.section),
    list: { label: i18n._(pages.title), link: pages.list },
    kind: certificateKind,
    path: pages.path,
    record: i18n._(pages.record),
    missing: i18n._(pages.record) + ' —',
  };
}
