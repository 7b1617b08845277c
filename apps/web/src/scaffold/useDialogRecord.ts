import { useState } from 'react';

/**
 * Which record a registry's dialog form shows: none (closed), a new one, or a stored one. `key` changes
 * with every opening, so each starts afresh.
 */
export function useDialogRecord<T extends { id: number }>() {
  const [state, setState] = useState<{ open: boolean; record?: T; opening: number }>({
    open: false,
    opening: 0,
  });
  return {
    isOpen: state.open,
    record: state.record,
    key: `${state.opening}:${state.record?.id ?? 'new'}`,
    openNew: () => setState((current) => ({ open: true, opening: current.opening + 1 })),
    open: (record: T) =>
      setState((current) => ({ open: true, record, opening: current.opening + 1 })),
    close: () => setState((current) => ({ open: false, opening: current.opening })),
  };
}
