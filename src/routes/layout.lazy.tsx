import { createLazyRoute } from '@tanstack/react-router';
import { AppLayout } from '../app/layout/app-layout';

export const appLayoutRoute = createLazyRoute('/app')({ component: AppLayout });
