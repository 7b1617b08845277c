export { cx } from './cx';
export type { ClassValue } from './cx';
