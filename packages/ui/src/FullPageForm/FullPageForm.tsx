import { useId, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './FullPageForm.css';

/** Props of {@link FullPageForm}: the `<form>` attributes plus the frame's slots. */
export interface FullPageFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'title' | 'children'
> {
  /** Heading of the page (e.g. "Nuovo parco"). */
  title: string;
  /** Short text under the title. */
  description?: ReactNode;
  /** Where the back link leads (the list or detail the user came from); no link without it. */
  backHref?: string;
  /** Text of the back link; defaults to the catalog's "Indietro". */
  backLabel?: string;
  /** The submit button, at the end of the sticky footer. */
  submitAction?: ReactNode;
  /** The cancel button or link, before the submit button. */
  cancelAction?: ReactNode;
  /** Other actions at the start of the footer (e.g. delete). */
  extraActions?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Reaches the `<form>`. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * The frame of create and edit screens, which have no app layout (docs/spec/original-specification.md §2): a
 * header with title and back link, the form body at the form width, and a footer with the actions that sticks
 * to the bottom.
 */
export function FullPageForm({
  title,
  description,
  backHref,
  backLabel,
  submitAction,
  cancelAction,
  extraActions,
  children,
  className,
  ...formProps
}: FullPageFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const hasActions = Boolean(submitAction || cancelAction || extraActions);
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={cx(styles.inner, styles.headerInner)}>
          {backHref && (
            <Link href={backHref} variant="standalone">
              <Icon name="chevronLeft" size="sm" />
              {backLabel ?? intl.formatMessage({ id: 'ui.layout.back' })}
            </Link>
          )}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
      </header>
      <main className={styles.main}>
        <form aria-labelledby={titleId} {...formProps} className={cx(styles.form, className)}>
          <div className={cx(styles.inner, styles.body)}>{children}</div>
          {hasActions && (
            <div
              role="group"
              aria-label={intl.formatMessage({ id: 'ui.layout.formActions' })}
              className={styles.footer}
            >
              <div className={cx(styles.inner, styles.footerInner)}>
                {extraActions}
                <span className={styles.spacer} />
                {cancelAction}
                {submitAction}
              </div>
            </div>
          )}
        </form>
      </main>
    </div>
  );
}
