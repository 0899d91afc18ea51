import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// The capture tray (docs/areas/messages.md, /camera): photos and scans kept on the device until
// attached. The screen is a chunk of its own (camera.lazy.tsx).

export const cameraRoute = createRoute({ getParentRoute: () => appRoute, path: '/camera' });
export const cameraRoutes = [
  cameraRoute.lazy(withAreaMessages('capture', () => import('./camera.lazy').then((m) => m.cameraLazyRoute(cameraRoute)))),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = cameraRoutes;
