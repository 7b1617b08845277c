import { mediaUp, mobileBreakpoint, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The work area spans the detail page's whole width. */
export const work = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const saveState = style({
  minBlockSize: '1lh',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const saveProblem = style({ color: vars.color.dangerText });

export const conflictActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const findings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const finding = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const findingHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Says a finding comes from the previous inspection, in the info colour. */
export const carried = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.infoText,
});

export const findingText = style({ margin: 0, overflowWrap: 'anywhere' });

export const findingMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** On a phone the completion bar stays at hand at the bottom of the screen. */
export const footer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  // Sticky where the app has its phone layout (useIsPhone), which also puts the sync state in it.
  '@media': { [mediaUp(mobileBreakpoint)]: { position: 'static', boxShadow: vars.shadow.none } },
});

/** The actions above the items (the label scanner). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The item a scanned label led to: outlined so the eye finds it after the scroll. */
export const focusedItem = style({
  borderRadius: vars.radius.md,
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: vars.space.xxs,
  scrollMarginTop: vars.space.xxxl,
});
