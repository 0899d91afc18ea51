import { createLazyRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page';

export const dashboardRoute = createLazyRoute('/app/')({ component: DashboardPage });
