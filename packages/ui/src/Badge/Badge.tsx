import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import { badge } from './Badge.css';

/** The tones of a badge; the four `risk*` tones are the EN 1176-7 risk colours. */
export const badgeTones = [
  'neutral',
  'primary',
  'accent',
  'success',
  'warning',
  'danger',
  'info',
  'riskVeryHigh',
  'riskHigh',
  'riskMedium',
  'riskLow',
] as const;

/** A tone of {@link Badge}. */
export type BadgeTone = (typeof badgeTones)[number];

/** Props of {@link Badge}. */
export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Colour of the badge; `neutral` by default. Colour is never the only signal: always give a text. */
  tone?: BadgeTone;
  /** Optional decorative icon shown before the text. */
  icon?: ReactNode;
  /** The text of the badge. */
  children: ReactNode;
}

/** A small non-interactive label for a status, a count or a category. */
export function Badge({ tone, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(badge({ tone }), className)}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
}
