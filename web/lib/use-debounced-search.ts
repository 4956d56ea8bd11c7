import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search is asked of the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const NOTHING_SENT = Symbol('nothing sent');

/**
 * A search box over a filter kept in the URL and searched by the server: the box follows every key, the
 * filter (`committed`) only once typing has paused, so a word costs one request rather than one per letter.
 * When the filter changes from elsewhere (Clear filters, Back, a bookmark) the box shows it.
 */
export function useDebouncedSearch(
  committed: string | undefined,
  commit: (value: string | undefined) => void,
  delay = SEARCH_DEBOUNCE_MS,
): [string, (value: string) => void] {
  const [text, setText] = useState(committed ?? '');
  // What this box sent and the URL has not brought back yet: its own value coming back must not overwrite
  // newer typing. Once the filter has changed it is spent, so a later change from elsewhere is shown even
  // when it returns to a value the box once sent (the book's Next day back to the day it opened on).
  const sent = useRef<string | undefined | typeof NOTHING_SENT>(NOTHING_SENT);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== sent.current) setText(committed ?? '');
  }
  useEffect(() => {
    sent.current = NOTHING_SENT;
  }, [committed]);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    const value = text.trim() || undefined;
    if (value === (committed ?? undefined)) return;
    const timer = setTimeout(() => {
      sent.current = value;
      latestCommit.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay]);
  return [text, setText];
}
