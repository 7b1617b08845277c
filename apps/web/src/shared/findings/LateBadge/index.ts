export { LateBadge } from './LateBadge';
export type { LateBadgeProps } from './LateBadge';
