export { MapView } from './MapView';
export type { MapMarker, MapPosition, MapViewProps } from './types';
