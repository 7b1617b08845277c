export { SyncIndicator, SyncIndicatorView } from './SyncIndicator';
export type { SyncIndicatorViewProps, InspectionLabel } from './SyncIndicator';
