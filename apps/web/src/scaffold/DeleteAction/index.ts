export { DeleteAction } from './DeleteAction';
export type { DeleteActionProps, ArchiveOption } from './DeleteAction';
