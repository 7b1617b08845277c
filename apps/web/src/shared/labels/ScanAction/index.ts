export { ScanAction } from './ScanAction';
export type { ScanActionProps } from './ScanAction';
