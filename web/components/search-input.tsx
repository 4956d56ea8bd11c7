import { Search } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchInputProps = Omit<React.ComponentProps<typeof Input>, 'type'> & {
  /** Classes for the wrapper (e.g. flex-1 in a row of filters). */
  containerClassName?: string;
};

/** A search box with a magnifier at its start; the props go to the input. */
export function SearchInput({ className, containerClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
