import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: vars.size.topBar,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
    },
  },
});

/** Site links: a row of their own below `md`, beside the brand from `md` up. */
export const nav = style({
  order: 1,
  flexBasis: '100%',
  '@media': { [mediaUp('md')]: { order: 0, flexBasis: 'auto', flex: 1 } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

/** The current page's link is underlined (Link's standalone look underlines only on hover). */
export const navLink = style({
  selectors: { '&[data-current]': { textDecoration: 'underline' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

/** The login link, drawn as a primary button. */
export const login = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.primaryBorder}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const main = style({ flex: 1, outline: 'none' });

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const footerInner = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
