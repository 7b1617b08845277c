export { PrintLabels } from './PrintLabels';
export type { PrintLabelsProps } from './PrintLabels';
