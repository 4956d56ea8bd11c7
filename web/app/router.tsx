import { lazy, type ComponentType } from 'react';
import { Routes, type Route } from '@/lib/router';
import { NotFoundPage } from './not-found';
import { AppShell } from './shell/app-shell';

// Signed out, ./root.tsx shows the login screen instead of these routes (docs/screens.md#shell).

/**
 * A screen as its own chunk, loaded when first visited; the shell's Suspense shows a spinner while it
 * arrives (docs/decisions/0010-first-load.md).
 */
function screen(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

const Dashboard = screen(() => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage));

// In order: the first route that matches the path is shown ('*' last).
const routes: Route[] = [
  { path: '/', Component: Dashboard },
  { path: 'dashboard', Component: Dashboard },
  {
    path: 'parties',
    Component: screen(() => import('@/features/parties/parties-page').then((m) => m.PartiesPage)),
  },
  { path: 'crops', Component: screen(() => import('@/features/crops/crops-page').then((m) => m.CropsPage)) },
  {
    path: 'locations',
    Component: screen(() => import('@/features/locations/locations-page').then((m) => m.LocationsPage)),
  },
  {
    path: 'purchase',
    Component: screen(() => import('@/features/purchases/purchases-page').then((m) => m.PurchasesPage)),
  },
  { path: 'sales', Component: screen(() => import('@/features/sales/sales-page').then((m) => m.SalesPage)) },
  {
    path: 'expenses',
    Component: screen(() => import('@/features/expenses/expenses-page').then((m) => m.ExpensesPage)),
  },
  {
    path: 'payments',
    Component: screen(() => import('@/features/payments/payments-page').then((m) => m.PaymentsPage)),
  },
  {
    path: 'cash-bank',
    Component: screen(() => import('@/features/cash-bank/cash-bank-page').then((m) => m.CashBankPage)),
  },
  {
    path: 'inventory',
    Component: screen(() => import('@/features/inventory/inventory-page').then((m) => m.InventoryPage)),
  },
  {
    path: 'ledger',
    Component: screen(() => import('@/features/ledger/ledger-page').then((m) => m.LedgerPage)),
  },
  {
    path: 'outstanding',
    Component: screen(() => import('@/features/outstanding/outstanding-page').then((m) => m.OutstandingPage)),
  },
  {
    path: 'parties/:id/statement',
    Component: screen(() => import('@/features/statement/statement-page').then((m) => m.StatementPage)),
  },
  {
    path: 'reports',
    Component: screen(() => import('@/features/reports/reports-page').then((m) => m.ReportsPage)),
  },
  { path: 'users', Component: screen(() => import('@/features/users/users-page').then((m) => m.UsersPage)) },
  { path: 'audit', Component: screen(() => import('@/features/audit/audit-page').then((m) => m.AuditPage)) },
  {
    path: 'settings',
    Component: screen(() => import('@/features/settings/settings-page').then((m) => m.SettingsPage)),
  },
  { path: '*', Component: NotFoundPage },
];

/** The shell around the screen the URL names (web/lib/router.tsx). */
export function AppRoutes() {
  return (
    <AppShell>
      <Routes routes={routes} />
    </AppShell>
  );
}
