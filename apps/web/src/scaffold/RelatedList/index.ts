export { RelatedList } from './RelatedList';
export type { RelatedListProps } from './RelatedList';
