export { FindingOutboxState } from './FindingOutboxState';
export type { FindingOutboxStateProps } from './FindingOutboxState';
