import { vars } from '@altalena/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const map = style({
  width: '100%',
  height: vars.size.map,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  // Without tiles the markers stand on the page's sunken surface.
  background: vars.color.surfaceSunken,
  // Leaflet's panes stack to 1000: keep them under the app's dialogs and menus.
  isolation: 'isolate',
  zIndex: vars.zIndex.base,
});

export const picking = style({ cursor: 'crosshair' });

globalStyle(`${picking} .leaflet-grab`, { cursor: 'crosshair' });

/** Leaflet's own marker box, kept at the position with no size and no background of its own. */
export const anchor = style({ background: 'none', border: 'none' });

const dotBase = style({
  position: 'absolute',
  width: vars.size.icon,
  height: vars.size.icon,
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
});

export const dot = styleVariants({
  neutral: [dotBase, { background: vars.color.primary }],
  warning: [dotBase, { background: vars.color.warning }],
  danger: [dotBase, { background: vars.color.danger }],
});

export const cluster = style({
  position: 'absolute',
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});
