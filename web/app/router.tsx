import { lazy as lazyComponent, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found';
import { AppShell } from './shell/app-shell';

// Signed out, ./root.tsx shows the login screen instead of these routes (docs/screens.md#shell).

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

/**
 * A route's `lazy` import as a React.lazy component, shown inside the shell's Suspense (a spinner while its
 * chunk arrives). Plain routes rather than a data router keep about 12 kB of router code out of every cold
 * load (docs/decisions/0010-first-load.md); no screen uses loaders or actions.
 */
function lazyScreens(routes: RouteObject[]): RouteObject[] {
  return routes.map(({ lazy, ...route }) => {
    if (typeof lazy !== 'function') return route;
    const Component = lazyComponent(async () => ({ default: (await lazy()).Component as ComponentType }));
    return { ...route, Component };
  });
}

const routes: RouteObject[] = [{ path: '/', Component: AppShell, children: lazyScreens(pages) }];

export function AppRoutes() {
  return useRoutes(routes);
}
