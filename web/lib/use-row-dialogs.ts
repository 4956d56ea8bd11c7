import { useCallback, useState } from 'react';

/**
 * The add/edit dialog and the delete confirmation of a master list. Each keeps its row while closing,
 * so that its title does not flip during the closing animation. The callbacks are stable (memoised rows).
 */
export function useRowDialogs<T>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | undefined>();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | undefined>();

  const openCreate = useCallback(() => {
    setEditing(undefined);
    setFormOpen(true);
  }, []);
  const openEdit = useCallback((row: T) => {
    setEditing(row);
    setFormOpen(true);
  }, []);
  const askDelete = useCallback((row: T) => {
    setDeleting(row);
    setDeleteOpen(true);
  }, []);

  return {
    formOpen,
    setFormOpen,
    editing,
    openCreate,
    openEdit,
    deleteOpen,
    setDeleteOpen,
    deleting,
    askDelete,
  };
}
