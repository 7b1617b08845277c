export { SyncIndicator, SyncIndicatorView } from './SyncIndicator';
export type { SyncIndicatorProps, SyncIndicatorViewProps, InspectionLabel } from './SyncIndicator';
