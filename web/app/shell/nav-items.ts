import {
  BarChart3,
  BookOpen,
  BookUser,
  Boxes,
  HandCoins,
  Landmark,
  LayoutDashboard,
  MapPin,
  Receipt,
  ScrollText,
  SlidersHorizontal,
  ShoppingCart,
  Sprout,
  TrendingUp,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@common/schemas/auth';

export type NavKey =
  | 'dashboard'
  | 'parties'
  | 'crops'
  | 'locations'
  | 'purchase'
  | 'sales'
  | 'expenses'
  | 'payments'
  | 'cashBank'
  | 'inventory'
  | 'ledger'
  | 'outstanding'
  | 'reports'
  | 'users'
  | 'audit'
  | 'settings';

export interface NavItem {
  key: NavKey;
  path: string;
  icon: LucideIcon;
  /** Shown to admins only (docs/screens.md#users); the screen itself also tells staff it is not theirs. */
  adminOnly?: boolean;
}

export interface NavGroup {
  /** Undefined for the ungrouped Dashboard entry. */
  key?: 'masters' | 'transactions' | 'reports' | 'settings';
  items: NavItem[];
}

/** Sidebar groups and items (docs/screens.md#shell). */
export const NAV_GROUPS: NavGroup[] = [
  { items: [{ key: 'dashboard', path: '/dashboard', icon: LayoutDashboard }] },
  {
    key: 'masters',
    items: [
      { key: 'parties', path: '/parties', icon: Users },
      { key: 'crops', path: '/crops', icon: Sprout },
      { key: 'locations', path: '/locations', icon: MapPin },
    ],
  },
  {
    key: 'transactions',
    items: [
      { key: 'purchase', path: '/purchase', icon: ShoppingCart },
      { key: 'sales', path: '/sales', icon: TrendingUp },
      { key: 'expenses', path: '/expenses', icon: Receipt },
      { key: 'payments', path: '/payments', icon: HandCoins },
      { key: 'cashBank', path: '/cash-bank', icon: Landmark },
    ],
  },
  {
    key: 'reports',
    items: [
      { key: 'inventory', path: '/inventory', icon: Boxes },
      { key: 'ledger', path: '/ledger', icon: BookOpen },
      { key: 'outstanding', path: '/outstanding', icon: BookUser },
      { key: 'reports', path: '/reports', icon: BarChart3 },
    ],
  },
  {
    key: 'settings',
    items: [
      // Everyone reads the business profile and the charge schedule; admins edit (docs/settings-and-charges.md).
      { key: 'settings', path: '/settings', icon: SlidersHorizontal },
      { key: 'users', path: '/users', icon: UserCog, adminOnly: true },
      { key: 'audit', path: '/audit', icon: ScrollText, adminOnly: true },
    ],
  },
];

/** The groups and items a user of this role sees; a group left with no item is left out. */
export function navGroupsFor(role: Role | undefined): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.adminOnly || role === 'admin'),
  })).filter((group) => group.items.length > 0);
}

/** '/' counts as the dashboard for highlighting. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/dashboard') return pathname === '/' || pathname === '/dashboard';
  // A party's statement (/parties/:id/statement) is under Parties.
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
