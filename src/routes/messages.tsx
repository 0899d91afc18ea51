import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';
import { flag, optionalText, search } from './search';

// Ship–office messages (docs/areas/messages.md): the message log at /email, its composer opened from
// a record's page (`yaz`, the ship, the record linked) or a message opened (`mesaj`). The screen is a
// chunk of its own (messages.lazy.tsx).

const ID = /^[0-9a-f-]{36}$/i;

const emailSearch = search({
  yaz: flag('optional'),
  sirket: optionalText({ pattern: ID, maxLength: 36 }),
  koleksiyon: optionalText({ pattern: /^[a-zA-Z]{2,40}$/, maxLength: 40 }),
  kayitId: optionalText({ pattern: ID, maxLength: 36 }),
  mesaj: optionalText({ pattern: ID, maxLength: 36 }),
});

export const emailRoute = createRoute({ getParentRoute: () => appRoute, path: '/email', validateSearch: emailSearch });
export const messageRoutes = [
  emailRoute.lazy(withAreaMessages('messages', () => import('./messages.lazy').then((m) => m.emailLazyRoute(emailRoute)))),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = messageRoutes;
