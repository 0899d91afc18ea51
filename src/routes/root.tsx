import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundScreen, ServerErrorScreen } from '../app/error-screens';

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ reset }) => <ServerErrorScreen reset={reset} />,
});
