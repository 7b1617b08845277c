import { vars } from '@altalena/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  minWidth: 0,
});

/** The scale beside the bars, the month or risk labels under them. */
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
});

export const axis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const bars = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: vars.borderWidth.thin,
  vectorEffect: 'non-scaling-stroke',
});

export const labels = style({
  gridColumn: 2,
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const label = style({ overflow: 'hidden', textOverflow: 'clip', whiteSpace: 'nowrap' });

/** Fills of the series, by tone: the outcomes' and the risk levels' own colours. */
export const tone = styleVariants({
  success: { fill: vars.color.success, background: vars.color.success },
  warning: { fill: vars.color.warning, background: vars.color.warning },
  danger: { fill: vars.color.danger, background: vars.color.danger },
  riskVeryHigh: { fill: vars.color.riskVeryHigh, background: vars.color.riskVeryHigh },
  riskHigh: { fill: vars.color.riskHigh, background: vars.color.riskHigh },
  riskMedium: { fill: vars.color.riskMedium, background: vars.color.riskMedium },
  riskLow: { fill: vars.color.riskLow, background: vars.color.riskLow },
});

export const swatch = style({
  display: 'inline-block',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const toggle = style({ alignSelf: 'flex-start' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The numbers behind the bars: scrolls inside its own box on a phone. */
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

export const number = style({});

globalStyle(`${table} ${number}`, { textAlign: 'end' });

export const tableCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space.xs,
});
