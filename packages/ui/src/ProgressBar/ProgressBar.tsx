import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { cx } from '../cx';
import * as css from './ProgressBar.css';

/** Props of {@link ProgressBar}: react-aria's progress bar props plus a visible label. */
export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** Visible label, also the accessible name. */
  label?: string;
  /** Hide the formatted value next to the label. */
  hideValue?: boolean;
}

/** A determinate (or `isIndeterminate`) progress bar with a label and its value. */
export function ProgressBar({ label, hideValue, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={composeRenderProps(className, (extra) => cx(css.root, extra))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={css.label}>{label}</Label> : <span />}
          {!hideValue && !isIndeterminate && <span className={css.value}>{valueText}</span>}
          <div className={css.track}>
            <div
              className={css.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
