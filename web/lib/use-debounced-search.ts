import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search is asked of the server. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  // What this box last sent: its own value coming back through the URL must not overwrite newer typing.
  const sent = useRef(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== sent.current) setText(committed ?? '');
  }
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
