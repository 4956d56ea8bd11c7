import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

/** Where a "new entry" shortcut leads (docs/screens.md#keyboard). */
export type NewEntryPath = '/purchase' | '/sales' | '/payments';

interface NewEntryState {
  /** A fresh number for each press, so that pressing it again on the same screen asks again. */
  newEntry: number;
}

/** Opens a screen asking it for a fresh entry form: the screen opens its form and focuses its first field. */
export function useOpenNewEntry() {
  const navigate = useNavigate();
  return useCallback(
    (path: NewEntryPath) => {
      const state: NewEntryState = { newEntry: Date.now() };
      void navigate(path, { state });
    },
    [navigate],
  );
}

/**
 * Runs `onRequest` once for each new-entry request the screen was opened with, then forgets it (the history
 * entry's state is cleared, so a reload or Back does not open the form again).
 */
export function useNewEntryRequest(onRequest: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const nonce = (location.state as Partial<NewEntryState> | null)?.newEntry;
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });
  useEffect(() => {
    if (nonce === undefined) return;
    latest.current();
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [nonce, navigate, location.pathname, location.search]);
}
