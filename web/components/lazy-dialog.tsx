import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A dialog whose code (its form: react-hook-form, the zod schema, the selects) is fetched the first time it
 * opens rather than with the screen, which keeps a cold load of the screen small
 * (docs/decisions/0010-first-load.md). Once opened it stays mounted, so closing animates and focus returns to
 * what opened it, exactly as with a dialog imported up front.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    // Derived state: the first render with open set mounts the dialog for good.
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/**
 * A part of a screen shown only on demand (the entry form a button opens), fetched when first shown, with a
 * spinner in its place for the moment its code takes to arrive (docs/decisions/0010-first-load.md).
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Panel = lazy(async () => ({ default: await load() }));
  function LazyPanel(props: P) {
    return (
      <Suspense
        fallback={
          <div className="flex h-32 items-center justify-center">
            <Spinner />
          </div>
        }
      >
        <Panel {...props} />
      </Suspense>
    );
  }
  return LazyPanel;
}

/**
 * A note a screen shows only after something happened (a correction under way, money on account after a save):
 * its code is fetched when it first shows, and nothing stands in its place meanwhile
 * (docs/decisions/0010-first-load.md).
 */
export function lazyNote<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Note = lazy(async () => ({ default: await load() }));
  function LazyNote(props: P) {
    return (
      <Suspense fallback={null}>
        <Note {...props} />
      </Suspense>
    );
  }
  return LazyNote;
}
