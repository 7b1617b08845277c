/** A point on a map: a park, with what to call it and where it leads. */
export interface MapMarker {
  id: number;
  latitude: number;
  longitude: number;
  /** Its accessible name and tooltip (the park's name). */
  label: string;
  /** How it is drawn: the worst open risk of a park, say. */
  tone?: 'neutral' | 'danger' | 'warning';
}

/** A position picked on a map. */
export interface MapPosition {
  latitude: number;
  longitude: number;
}

/** Props of {@link MapView}. */
export interface MapViewProps {
  /** The markers to show; the map fits them (Italy when there are none). */
  markers: MapMarker[];
  /** Accessible name of the map. */
  label: string;
  /** Groups markers that overlap at the current zoom into one with their count (lists of many parks). */
  cluster?: boolean;
  /** Called with a marker's id when it is chosen (click, or Enter when focused). */
  onOpen?: (id: number) => void;
  /** When set, a click on the map picks that position (the park form). */
  onPick?: (position: MapPosition) => void;
}
