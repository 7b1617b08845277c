import { mediaUp, vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  display: 'grid',
  gridTemplateAreas: '"top" "main"',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: `${vars.size.topBar} 1fr`,
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [mediaUp('md')]: {
      gridTemplateAreas: '"top top" "side main"',
      gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const topBar = style({
  gridArea: 'top',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.topBar,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Only below `md`: the button that opens the navigation drawer. */
export const menuButton = style({
  '@media': { [mediaUp('md')]: { display: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRingInverse}`,
    },
  },
});

export const spacer = style({ flex: 1 });

export const sidebar = style({
  gridArea: 'side',
  display: 'none',
  '@media': {
    [mediaUp('md')]: {
      display: 'block',
      position: 'sticky',
      top: vars.size.topBar,
      height: `calc(100dvh - ${vars.size.topBar})`,
      overflowY: 'auto',
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
    },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  outline: 'none',
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navSubList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navGroupLabel = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textInverseMuted,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textInverse,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-current]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRingInverse}`,
      outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
    },
  },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: vars.size.sidebar,
  maxWidth: '85vw',
  overflowY: 'auto',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
});

export const drawerDialog = style({ outline: 'none' });

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: vars.size.topBar,
  padding: `0 ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The user's name next to the avatar icon: shown from `md` up, read out always. */
export const userName = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaUp('md')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const userHeader = style({
  display: 'flex',
  flexDirection: 'column',
  textTransform: 'none',
  letterSpacing: 'normal',
});

export const userHeaderName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const userHeaderEmail = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
