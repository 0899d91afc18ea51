import { createLazyRoute } from '@tanstack/react-router';
import { UserListPage } from '../features/users/user-list-page';
import { UserSettingsPage } from '../features/users/user-settings-page';

export const userListRoute = createLazyRoute('/app/user/user-add')({ component: UserListPage });

export const settingsRoute = createLazyRoute('/app/user/settings')({ component: UserSettingsPage });
