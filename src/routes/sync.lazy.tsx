import { createLazyRoute } from '@tanstack/react-router';
import { SyncPage } from '../features/sync/sync-page';

export const syncRoute = createLazyRoute('/app/senkronizasyon')({ component: SyncPage });
