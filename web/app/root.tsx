import { lazy, Suspense } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { PageLoading } from './page-loading';

// Signed out, the browser fetches the sign-in screen and nothing else: the router, the shell and every
// screen are one dynamic import away, loaded once someone has signed in (docs/decisions/0010-first-load.md).
const SignedInApp = lazy(() => import('./signed-in-app'));
const LoginPage = lazy(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);

/** Signed out, any path shows the login screen instead of the shell (docs/screens.md#shell). */
export function Root() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return <Suspense fallback={<PageLoading />}>{isAuthenticated ? <SignedInApp /> : <LoginPage />}</Suspense>;
}
