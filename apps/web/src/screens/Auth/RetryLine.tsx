import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as css from './AuthFlow.css';

/** From this many seconds on, the wait is told in minutes. */
const MINUTES_FROM_SECONDS = 120;

/** The longest delay `setTimeout` keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether the instant `at` (ms since the epoch) has passed; turns true when it does. */
function usePassed(at: number): boolean {
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    const left = at - Date.now();
    setPassed(left <= 0);
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setPassed(true), Math.min(left, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}

/** Props of {@link RetryLine}. */
export interface RetryLineProps {
  /** When the failure was shown (the auth machine's `errorAt`): the wait is counted from then. */
  errorAt: number;
  /** Until when the server asked to wait (the auth machine's `retryAt`, from `Retry-After`). */
  retryAt: number;
}

/**
 * "Try again in N seconds." (in minutes from two minutes on) under the error of a call the server asked
 * to wait after, e.g. a login held back after failed attempts; it goes once the wait is over. The number
 * is the wait when the failure was shown, not a countdown: a live region ticking every second would
 * interrupt a screen reader each second.
 */
export function RetryLine({ errorAt, retryAt }: RetryLineProps) {
  const intl = useIntl();
  const passed = usePassed(retryAt);
  if (passed) return null;
  // Rounded up: the user must never be told a time at which the server still refuses.
  const seconds = Math.max(1, Math.ceil((retryAt - errorAt) / 1000));
  return (
    <p className={css.retryLine}>
      {seconds >= MINUTES_FROM_SECONDS
        ? intl.formatMessage(
            { id: 'web.auth.retryIn.minutes' },
            { minutes: Math.ceil(seconds / 60) },
          )
        : intl.formatMessage({ id: 'web.auth.retryIn.seconds' }, { seconds })}
    </p>
  );
}
