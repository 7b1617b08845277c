export { ItemScans } from './ItemScans';
export type { ItemScansProps } from './ItemScans';
