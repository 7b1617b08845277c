export { ParksMap } from './ParksMap';
export type { ParksMapProps } from './ParksMap';
