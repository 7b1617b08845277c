import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../cx';
import { spinner } from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Accessible name; "Loading…" from the catalog by default. */
  label?: string;
  /** `sm`, `md` (default) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      {...props}
      role="progressbar"
      aria-label={label ?? intl.formatMessage({ id: 'ui.spinner.label' })}
      className={cx(spinner({ size }), className)}
    />
  );
}
