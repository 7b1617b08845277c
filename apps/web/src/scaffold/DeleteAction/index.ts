export { DeleteAction } from './DeleteAction';
export { deactivateInstead } from './archive';
export type { DeleteActionProps, ArchiveOption } from './DeleteAction';
