import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { cx } from '../cx';
import * as css from './Alert.css';

/** The tone of an {@link Alert}. */
export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** `info` (default), `success`, `warning` or `danger`; `danger` is announced at once (role alert). */
  tone?: AlertTone;
  /** A short bold heading. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** When given, a close button is shown and calls it. */
  onDismiss?: () => void;
  /** Replaces the tone's icon; `null` hides it. */
  icon?: ReactNode;
}

const paths: Record<AlertTone, ReactNode> = {
  info: <path d="M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  success: <path d="M8 12.5l3 3 5-6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  warning: (
    <path d="M12 9v4M12 17h.01M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  ),
  danger: <path d="M12 8v5M12 16h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
};

const ToneIcon = ({ tone }: { tone: AlertTone }) => (
  <svg
    width="100%"
    height="100%"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {paths[tone]}
  </svg>
);

/** A message box for feedback about the page or a task; the tone is also told by its icon and text. */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  icon,
  className,
  ...props
}: AlertProps) {
  const intl = useIntl();
  return (
    <div
      {...props}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(css.alert({ tone }), className)}
    >
      {icon !== null && (
        <span className={css.icon} aria-hidden="true">
          {icon ?? <ToneIcon tone={tone} />}
        </span>
      )}
      <div className={css.content}>
        {title && <p className={css.title}>{title}</p>}
        {children && <div className={css.body}>{children}</div>}
      </div>
      {onDismiss && (
        <Button
          className={css.dismiss}
          aria-label={intl.formatMessage({ id: 'ui.alert.dismiss' })}
          onPress={onDismiss}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </Button>
      )}
    </div>
  );
}
