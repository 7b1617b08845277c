import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  color: vars.color.primaryText,
});

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  maxWidth: vars.size.formMax,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  maxWidth: vars.size.formMax,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A link that looks like the primary button (the ui Link has no such variant). */
export const ctaLink = style({
  selectors: {
    [`${actions} &`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.controlLg,
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.md,
      border: `${vars.borderWidth.thin} solid ${vars.color.primaryBorder}`,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
    [`${actions} &[data-hovered]`]: { background: vars.color.primaryHover, textDecoration: 'none' },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  scrollMarginTop: vars.size.topBar,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionLead = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: vars.size.formMax,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardAccent = style({
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const cardBody = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const steps = style([
  grid,
  {
    counterReset: 'step',
    '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
  },
]);

export const step = style([
  card,
  {
    counterIncrement: 'step',
    '::before': {
      content: 'counter(step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.controlSm,
      height: vars.size.controlSm,
      borderRadius: vars.radius.full,
      background: vars.color.secondary,
      color: vars.color.onSecondary,
      fontWeight: vars.fontWeight.bold,
    },
  },
]);

export const loginPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const loginBody = style({
  margin: 0,
  color: vars.color.textInverseMuted,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: vars.size.formMax,
});

/** On the inverse panel the focus ring needs the inverse colour to keep its contrast. */
export const ctaOnInverse = style({
  selectors: {
    [`${loginPanel} &[data-focus-visible]`]: { outlineColor: vars.color.focusRingInverse },
  },
});
