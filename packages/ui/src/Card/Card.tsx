import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';
import * as css from './Card.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; with it the card is a `section` named by that heading. */
  title?: ReactNode;
  /** Level of the title heading; 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line under the title. */
  description?: ReactNode;
  /** Controls in the header, beside the title (e.g. an "Edit" button). */
  actions?: ReactNode;
  /** Controls or notes at the bottom (e.g. "Save" / "Cancel"). */
  footer?: ReactNode;
  /** The body. */
  children?: ReactNode;
}

/** A surface grouping related content: header with title and actions, body, footer. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  children,
  className,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || actions);
  const Root = title ? 'section' : 'div';
  return (
    <Root
      aria-labelledby={title ? titleId : undefined}
      {...props}
      className={cx(css.root, className)}
    >
      {hasHeader && (
        <header className={css.header}>
          <div className={css.heading}>
            {title && (
              <Heading id={titleId} className={css.title}>
                {title}
              </Heading>
            )}
            {description && <p className={css.description}>{description}</p>}
          </div>
          {actions && <div className={css.actions}>{actions}</div>}
        </header>
      )}
      {children != null && <div className={css.body}>{children}</div>}
      {footer && <footer className={css.footer}>{footer}</footer>}
    </Root>
  );
}
