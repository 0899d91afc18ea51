import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { UserListPage } from '../features/users/user-list-page';
import { preloadWhenIdle } from './preload-when-idle';

// The list is the area's first screen; the settings page is a chunk of its own, loaded once the
// browser is idle (the user form is loaded by the list when a user is opened).
const UserSettingsPage = lazyRouteComponent(() => import('../features/users/user-settings-page'), 'UserSettingsPage');
preloadWhenIdle(UserSettingsPage);

export const userListRoute = createLazyRoute('/app/user/user-add')({ component: UserListPage });

export const settingsRoute = createLazyRoute('/app/user/settings')({ component: UserSettingsPage });
