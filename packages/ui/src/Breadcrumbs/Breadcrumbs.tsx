import { useIntl } from 'react-intl';
import {
  Breadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { cx } from '../cx';
import * as css from './Breadcrumbs.css';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** Unique key of the step. */
  id: string;
  /** Visible text. */
  label: string;
  /** Where the step leads; the last step is the current page and is not a link. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps extends Omit<
  AriaBreadcrumbsProps<BreadcrumbItem>,
  'children' | 'items'
> {
  /** The trail from the root to the current page. */
  items: BreadcrumbItem[];
  /** Accessible name of the navigation; "Breadcrumbs" from the catalog by default. */
  'aria-label'?: string;
}

/** The path to the current page; the last item is marked as the current page. */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel,
  className,
  ...props
}: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'ui.breadcrumbs.label' })}
      className={css.nav}
    >
      <AriaBreadcrumbs
        {...props}
        items={items}
        className={cx(css.list, typeof className === 'string' && className)}
      >
        {(item) => (
          <Breadcrumb id={item.id} className={css.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={css.link}>
                  {item.label}
                </Link>
                {!isCurrent && (
                  <span className={css.separator} aria-hidden="true">
                    <svg
                      width="12"
                      height="12"
                      viewBox="0 0 16 16"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M6 3l5 5-5 5" />
                    </svg>
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
