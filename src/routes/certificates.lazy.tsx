import { lazyRouteComponent } from '@tanstack/react-router';
import type { companyDocumentRoutes, shipCertificateRoutes } from './certificates';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { CertificateListPage } from '../features/certificates/certificate-list-page';

// The list is the area's first screen; the detail and the form are chunks of their own, loaded once
// the browser is idle.
const CertificateDetailPage = lazyRouteComponent(() => import('../features/certificates/certificate-detail-page'), 'CertificateDetailPage');
const CertificateFormPage = lazyRouteComponent(() => import('../features/certificates/certificate-form-page'), 'CertificateFormPage');
preloadWhenIdle(CertificateDetailPage, CertificateFormPage);

export const shipScreens: RecordScreens = recordScreens<typeof shipCertificateRoutes>({
  list: ({ search }) => <CertificateListPage holder="gemi" durum={search.durum} sirala={search.sirala} />,
  create: ({ search }) => <CertificateFormPage holder="gemi" personel={search.personel} />,
  detail: ({ params }) => <CertificateDetailPage holder="gemi" id={params.sertifikaId} key={params.sertifikaId} />,
  edit: ({ params }) => <CertificateFormPage holder="gemi" id={params.sertifikaId} key={params.sertifikaId} />,
});

export const companyScreens: RecordScreens = recordScreens<typeof companyDocumentRoutes>({
  list: ({ search }) => <CertificateListPage holder="sirket" durum={search.durum} sirala={search.sirala} />,
  create: () => <CertificateFormPage holder="sirket" />,
  detail: ({ params }) => <CertificateDetailPage holder="sirket" id={params.sertifikaId} key={params.sertifikaId} />,
  edit: ({ params }) => <CertificateFormPage holder="sirket" id={params.sertifikaId} key={params.sertifikaId} />,
});
