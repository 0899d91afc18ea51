import { lazyRouteComponent } from '@tanstack/react-router';
import type { exchangeRateRoutes } from './exchange-rates';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { ExchangeRateListPage } from '../features/exchange-rates/exchange-rate-list-page';

// The list (with its chart) is the area's first screen; the detail and the form are chunks of
// their own, loaded once the browser is idle.
const ExchangeRateDetailPage = lazyRouteComponent(
  () => import('../features/exchange-rates/exchange-rate-detail-page'),
  'ExchangeRateDetailPage',
);
const ExchangeRateFormPage = lazyRouteComponent(() => import('../features/exchange-rates/exchange-rate-form-page'), 'ExchangeRateFormPage');
preloadWhenIdle(ExchangeRateDetailPage, ExchangeRateFormPage);

export const screens: RecordScreens = recordScreens<typeof exchangeRateRoutes>({
  list: ({ search }) => <ExchangeRateListPage currency={search.doviz} />,
  create: ({ search }) => <ExchangeRateFormPage currency={search.doviz} />,
  detail: ({ params }) => <ExchangeRateDetailPage id={params.kurId} key={params.kurId} />,
  edit: ({ params }) => <ExchangeRateFormPage id={params.kurId} key={params.kurId} />,
});
