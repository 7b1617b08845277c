import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import * as css from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decorative illustration or icon above the title. */
  icon?: ReactNode;
  /** What is empty, e.g. "No parks yet". */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** A call to action, e.g. a "New park" button. */
  action?: ReactNode;
  /** Level of the title heading; 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Shown where a list, table or section has nothing to display. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(css.root, className)}>
      {icon && (
        <span className={css.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={css.title}>{title}</Heading>
      {description && <p className={css.description}>{description}</p>}
      {action && <div className={css.action}>{action}</div>}
    </div>
  );
}
