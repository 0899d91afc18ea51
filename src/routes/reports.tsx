import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import type { pageTitles } from '../app/pages';
import { CURRENCIES } from '../domain/currency';
import { appRoute } from './layout';
import { flag, oneOf, search, text } from './search';

// The ten finance reports (docs/areas/reports.md /finans-raporlari): one lazy chunk for all of them
// (reports.lazy.tsx); the filters are validated here, so a link or a typed URL is checked
// without loading the chunk. '' means the report's default (its period, every currency, every
// account).

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = text({ pattern: DATE });
const currency = oneOf(['', ...CURRENCIES], '');
const account = text({ maxLength: 64 });

/** `tl=true`: the "all currencies in TL" view (docs/areas/exchange-rates.md). */
const tl = flag();

export const reportSearch = search({ from: date, to: date, doviz: currency, cari: account, tl });

const screens = withAreaMessages('reports', () => import('./reports.lazy'));

function report<const P extends `/finans-raporlari/${string}` & keyof typeof pageTitles>(path: P) {
  const route = createRoute({ getParentRoute: () => appRoute, path, validateSearch: reportSearch });
  return route.lazy(() => screens().then((m) => m.reportLazyRoute(route, path)));
}

export const reportRoutes = [
  report('/finans-raporlari/tedarikci-cari-raporlari'),
  report('/finans-raporlari/musteri-cari-raporlari'),
  report('/finans-raporlari/rc-raporlari'),
  report('/finans-raporlari/yil-sonu-gelir-gider-raporu'),
  report('/finans-raporlari/cek-kredi-odeme-raporu'),
  report('/finans-raporlari/tahsilat-raporu'),
  report('/finans-raporlari/odeme-raporu'),
  report('/finans-raporlari/total-hesap-raporu'),
  report('/finans-raporlari/cari-borc-raporu'),
  report('/finans-raporlari/cari-alacak-raporu'),
  report('/finans-raporlari/kur-farki-raporu'),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = reportRoutes;
