import 'leaflet/dist/leaflet.css';
import type { ClientSettings } from '@altalena/contracts';
import { cx } from '@altalena/ui';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapMarker, MapViewProps } from '../types';
import { clusterByCell, clusterTitle } from './cluster';
import * as styles from './LeafletMap.css';

/** Italy, for a map with nothing on it yet. */
const ITALY: L.LatLngTuple = [42.5, 12.5];
const ITALY_ZOOM = 5;
/** The closest a map fits its markers: a park and its surroundings. */
const FIT_MAX_ZOOM = 17;
/** Markers closer than this many pixels share a cluster. */
const CLUSTER_CELL_PX = 56;
/** How far beyond each edge of the visible box markers are drawn, as a share of its size: a short pan finds them. */
const DRAWN_BEYOND_VIEW = 0.5;

/** Props of {@link LeafletMap}. */
export interface LeafletMapProps extends MapViewProps {
  tiles: ClientSettings['map_tiles'];
  /** Names of the zoom buttons, and the end of a long cluster's name, in the user's language. */
  zoomLabels: { zoomIn: string; zoomOut: string; more: (count: number) => string };
}

function markerIcon(tone: MapMarker['tone'] = 'neutral'): L.DivIcon {
  // A zero-size anchor at the position; the dot is centred on it by its own style.
  return L.divIcon({
    className: styles.anchor,
    html: `<span class="${styles.dot[tone]}"></span>`,
    iconSize: [0, 0],
  });
}

function clusterIcon(count: number): L.DivIcon {
  return L.divIcon({
    className: styles.anchor,
    html: `<span class="${styles.cluster}">${count}</span>`,
    iconSize: [0, 0],
  });
}

/** The Leaflet map behind `MapView`: loaded only by screens that show one. */
export default function LeafletMap({
  markers,
  label,
  cluster = false,
  onOpen,
  onPick,
  tiles,
  zoomLabels,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // The latest callbacks, read by Leaflet's handlers without rebuilding the map.
  const callbacks = useRef({ onOpen, onPick });
  callbacks.current = { onOpen, onPick };
  const labels = useRef(zoomLabels);
  labels.current = zoomLabels;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const created = L.map(element, {
      center: ITALY,
      zoom: ITALY_ZOOM,
      scrollWheelZoom: false,
      zoomControl: false,
      attributionControl: Boolean(tiles?.attribution),
    });
    L.control
      .zoom({ zoomInTitle: zoomLabels.zoomIn, zoomOutTitle: zoomLabels.zoomOut })
      .addTo(created);
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    }
    created.attributionControl?.setPrefix(false);
    created.on('click', (event: L.LeafletMouseEvent) => {
      callbacks.current.onPick?.({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(event.latlng.lng.toFixed(6)),
      });
    });
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    // Leaflet measures its box once: a layout that settles later (fonts, a grid) would offset every click.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      // A pan or zoom still running would step on the removed map.
      created.stop();
      created.remove();
      map.current = null;
      layer.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change only with the language.
  }, [tiles, zoomLabels.zoomIn]);

  // Fits the markers when they change (not when the user zooms).
  const placed = markers
    .map((marker) => `${marker.id}@${marker.latitude},${marker.longitude}`)
    .join();
  const tones = markers.map((marker) => marker.tone).join();
  const opens = Boolean(onOpen);
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    // Without animation: a map removed mid-animation (the user leaves the page at once) makes Leaflet's
    // pending zoom step throw ("reading '_leaflet_pos'").
    if (markers.length === 0) current.setView(ITALY, ITALY_ZOOM, { animate: false });
    else
      current.fitBounds(
        L.latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude])),
        { maxZoom: FIT_MAX_ZOOM, padding: [24, 24], animate: false },
      );
    // A new language makes the map anew (its zoom buttons' names): it is fitted and drawn again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `placed` is what the markers' positions are.
  }, [placed, tiles, zoomLabels.zoomIn]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return undefined;
    // Clustered once per zoom (panning keeps every cluster as it is); only what is in or near the view is drawn,
    // so ten thousand parks cost a few hundred elements at any zoom.
    let clustered: { zoom: number; groups: MapMarker[][] } | null = null;
    const groupsAt = (zoom: number) => {
      if (clustered?.zoom === zoom) return clustered.groups;
      const groups = cluster
        ? clusterByCell(
            markers.map((marker) => {
              const point = current.latLngToLayerPoint([marker.latitude, marker.longitude]);
              return { item: marker, x: point.x, y: point.y };
            }),
            CLUSTER_CELL_PX,
          )
        : markers.map((marker) => [marker]);
      clustered = { zoom, groups };
      return groups;
    };
    const draw = () => {
      group.clearLayers();
      const view = current.getBounds().pad(DRAWN_BEYOND_VIEW);
      for (const members of groupsAt(current.getZoom())) {
        if (members.length === 1) {
          const [marker] = members as [MapMarker];
          if (!view.contains([marker.latitude, marker.longitude])) continue;
          L.marker([marker.latitude, marker.longitude], {
            icon: markerIcon(marker.tone),
            title: marker.label,
            keyboard: Boolean(callbacks.current.onOpen),
            interactive: Boolean(callbacks.current.onOpen),
          })
            .on('click', () => callbacks.current.onOpen?.(marker.id))
            .addTo(group);
          continue;
        }
        const bounds = L.latLngBounds(members.map((m) => [m.latitude, m.longitude]));
        const center = bounds.getCenter();
        if (!view.contains(center)) continue;
        L.marker(center, {
          icon: clusterIcon(members.length),
          title: clusterTitle(members, labels.current.more),
        })
          .on('click', () =>
            current.fitBounds(bounds, { maxZoom: FIT_MAX_ZOOM, padding: [24, 24] }),
          )
          .addTo(group);
      }
    };
    draw();
    // After every pan and zoom.
    current.on('moveend', draw);
    return () => {
      current.off('moveend', draw);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when the markers or their tones change.
  }, [placed, tones, cluster, tiles, zoomLabels.zoomIn, opens]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className={cx(styles.map, onPick && styles.picking)}
      data-markers={markers.length}
    />
  );
}
