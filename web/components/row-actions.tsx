import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface RowActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Further icon buttons, placed between edit and delete. */
  children?: ReactNode;
}

/** The edit and delete icon buttons of a master list's row (parties, crops, states, cities). */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={editLabel}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {children}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
