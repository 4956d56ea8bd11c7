import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { useAuthStore } from '@/lib/auth-store';
import { NotFoundPage } from './not-found';
import { AppShell } from './shell/app-shell';

/** Signed out, any path shows the login screen instead of the shell (docs/screens.md#shell). */
function AuthGate() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <AppShell /> : <LoginPage />;
}

// Each screen is its own chunk, loaded when first visited.
const pages: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'dashboard',
    lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'parties',
    lazy: () => import('@/features/parties/parties-page').then((m) => ({ Component: m.PartiesPage })),
  },
  {
    path: 'crops',
    lazy: () => import('@/features/crops/crops-page').then((m) => ({ Component: m.CropsPage })),
  },
  {
    path: 'locations',
    lazy: () => import('@/features/locations/locations-page').then((m) => ({ Component: m.LocationsPage })),
  },
  {
    path: 'purchase',
    lazy: () => import('@/features/purchases/purchases-page').then((m) => ({ Component: m.PurchasesPage })),
  },
  {
    path: 'sales',
    lazy: () => import('@/features/sales/sales-page').then((m) => ({ Component: m.SalesPage })),
  },
  {
    path: 'expenses',
    lazy: () => import('@/features/expenses/expenses-page').then((m) => ({ Component: m.ExpensesPage })),
  },
  {
    path: 'payments',
    lazy: () => import('@/features/payments/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
  {
    path: 'cash-bank',
    lazy: () => import('@/features/cash-bank/cash-bank-page').then((m) => ({ Component: m.CashBankPage })),
  },
  {
    path: 'inventory',
    lazy: () => import('@/features/inventory/inventory-page').then((m) => ({ Component: m.InventoryPage })),
  },
  {
    path: 'ledger',
    lazy: () => import('@/features/ledger/ledger-page').then((m) => ({ Component: m.LedgerPage })),
  },
  {
    path: 'outstanding',
    lazy: () =>
      import('@/features/outstanding/outstanding-page').then((m) => ({ Component: m.OutstandingPage })),
  },
  {
    path: 'parties/:id/statement',
    lazy: () => import('@/features/statement/statement-page').then((m) => ({ Component: m.StatementPage })),
  },
  {
    path: 'reports',
    lazy: () => import('@/features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    path: 'users',
    lazy: () => import('@/features/users/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: 'audit',
    lazy: () => import('@/features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
  },
  { path: '*', Component: NotFoundPage },
];

export const router = createBrowserRouter([{ path: '/', Component: AuthGate, children: pages }]);
