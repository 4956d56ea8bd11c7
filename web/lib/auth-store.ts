import { DEFAULT_BUSINESS_TIMEZONE } from '@common/business-day';
import type { User } from '@common/schemas/auth';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setBusinessTimeZone } from '@/lib/format';

interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  /** The business's time zone from the server; state persisted before it existed gets the default. */
  businessTimezone: string;
  setAuth(user: User, token: string, businessTimezone?: string): void;
  setBusinessTimezone(businessTimezone: string): void;
  logout(): void;
}

/** Persisted in localStorage under 'auth-storage' and restored on load (docs/screens.md#shell). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      businessTimezone: DEFAULT_BUSINESS_TIMEZONE,
      setAuth: (user, token, businessTimezone) =>
        set((s) => ({
          user,
          token,
          isAuthenticated: true,
          businessTimezone: businessTimezone ?? s.businessTimezone,
        })),
      // Only a change is written: every write stores the whole state in localStorage again.
      setBusinessTimezone: (businessTimezone) => {
        if (get().businessTimezone !== businessTimezone) set({ businessTimezone });
      },
      // The time zone is the business's, not the user's: it stays for the next sign-in.
      logout: () => set({ user: null, token: null, isAuthenticated: false }),
    }),
    {
      name: 'auth-storage',
      // A missing or odd stored zone (state saved by an older version) falls back to the default.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<AuthState>;
        return {
          ...current,
          ...stored,
          businessTimezone:
            typeof stored.businessTimezone === 'string' && stored.businessTimezone
              ? stored.businessTimezone
              : current.businessTimezone,
        };
      },
    },
  ),
);

// The formatters and "today" (web/lib/format.ts) follow the store: restored state now, updates as they come.
setBusinessTimeZone(useAuthStore.getState().businessTimezone);
useAuthStore.subscribe((state, previous) => {
  if (state.businessTimezone !== previous.businessTimezone) setBusinessTimeZone(state.businessTimezone);
});
