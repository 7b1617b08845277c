import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import * as css from './PageHeader.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page title, rendered as the page's `h1`. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Shown above the title, usually a {@link Breadcrumbs}. */
  breadcrumbs?: ReactNode;
  /** Page-level controls (e.g. "New park"); below the title on mobile, beside it from `md` up. */
  actions?: ReactNode;
}

/** The top of a page: breadcrumbs, `h1` title, description and actions. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  actions,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <header {...props} className={cx(css.root, className)}>
      {breadcrumbs}
      <div className={css.row}>
        <div className={css.heading}>
          <h1 className={css.title}>{title}</h1>
          {description && <div className={css.description}>{description}</div>}
        </div>
        {actions && <div className={css.actions}>{actions}</div>}
      </div>
    </header>
  );
}
