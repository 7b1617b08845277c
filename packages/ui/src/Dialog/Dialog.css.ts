import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import '../private/scrollLock.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The backdrop behind the dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The dialog panel, centred; width by `size`. */
export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    boxSizing: 'border-box',
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.xl,
    overflowY: 'auto',
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    zIndex: vars.zIndex.modal,
    outline: 'none',
    animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.authCard },
      md: { maxWidth: `calc(${vars.size.authCard} * 1.4)` },
      lg: { maxWidth: vars.size.formMax },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The variant props of {@link content}. */
export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

/** Title row: heading and close button. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

/** Buttons at the end of the dialog. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
