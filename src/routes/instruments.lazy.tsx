import { lazyRouteComponent } from '@tanstack/react-router';
import type { instrumentRoutes } from './instruments';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { InstrumentListPage } from '../features/instruments/instrument-list-page';

// The portfolio is the area's first screen; the detail and the form are chunks of their own,
// loaded once the browser is idle.
const InstrumentDetailPage = lazyRouteComponent(() => import('../features/instruments/instrument-detail-page'), 'InstrumentDetailPage');
const InstrumentFormPage = lazyRouteComponent(() => import('../features/instruments/instrument-form-page'), 'InstrumentFormPage');
preloadWhenIdle(InstrumentDetailPage, InstrumentFormPage);

export const screens: RecordScreens = recordScreens<typeof instrumentRoutes>({
  list: ({ search }) => <InstrumentListPage filter={search} />,
  create: () => <InstrumentFormPage />,
  detail: ({ params }) => <InstrumentDetailPage id={params.cekSenetId} key={params.cekSenetId} />,
  edit: ({ params }) => <InstrumentFormPage id={params.cekSenetId} key={params.cekSenetId} />,
});
