import { vars } from '@altalena/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const soft = (background: string, color: string) => ({
  background,
  color,
  borderColor: color,
});
const solid = (background: string, color: string) => ({
  background,
  color,
  borderColor: background,
});

/** Badge look: a pill with a tone; every tone pairs a fill and a text colour checked for contrast. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: soft(vars.color.surfaceSunken, vars.color.text),
      primary: solid(vars.color.primary, vars.color.onPrimary),
      accent: solid(vars.color.accent, vars.color.onAccent),
      success: soft(vars.color.successSurface, vars.color.successText),
      warning: soft(vars.color.warningSurface, vars.color.warningText),
      danger: soft(vars.color.dangerSurface, vars.color.dangerText),
      info: soft(vars.color.infoSurface, vars.color.infoText),
      riskVeryHigh: solid(vars.color.riskVeryHigh, vars.color.onRiskVeryHigh),
      riskHigh: solid(vars.color.riskHigh, vars.color.onRiskHigh),
      riskMedium: solid(vars.color.riskMedium, vars.color.onRiskMedium),
      riskLow: solid(vars.color.riskLow, vars.color.onRiskLow),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The variant props of {@link badge}. */
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
