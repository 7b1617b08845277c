import type { ArchiveOption } from './DeleteAction';

/**
 * Archive by deactivating (`is_active: false`), offered while the record is active: what a registry with
 * an active switch does when others depend on a record it cannot delete.
 */
export const deactivateInstead: ArchiveOption<{ is_active: boolean }> = {
  patch: { is_active: false },
  isArchived: (item) => !item.is_active,
};
