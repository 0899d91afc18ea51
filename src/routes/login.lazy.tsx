import { createLazyRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';

export const loginRoute = createLazyRoute('/login')({ component: LoginPage });
