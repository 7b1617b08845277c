export { ScanDialog } from './ScanDialog';
export type { ScanDialogProps, ScanState } from './ScanDialog';
