import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

/** The stack of toasts, bottom-right, above everything else. */
export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  width: vars.size.authCard,
  pointerEvents: 'none',
  fontFamily: vars.font.body,
});

/** One toast: tone shown by an edge colour and an icon, never by colour only. */
export const toast = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.borderWidth.thick,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
      warning: { borderInlineStartColor: vars.color.warning },
    },
  },
});

/** The variant props of {@link toast}. */
export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

/** Icon colour per tone (as text on surface). */
export const toneIcon = recipe({
  base: { flexShrink: 0, marginBlockStart: vars.space.xxs },
  variants: {
    tone: {
      success: { color: vars.color.successText },
      error: { color: vars.color.dangerText },
      info: { color: vars.color.infoText },
      warning: { color: vars.color.warningText },
    },
  },
});

export const message = style({ flex: 1, minWidth: 0, paddingBlock: vars.space.xxs });
