import { Radio, RadioGroup, composeRenderProps, type RadioGroupProps } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './SegmentedControl.css';

/** The colour a selected option takes. */
export type SegmentedTone = keyof typeof styles.tone;

/** One option of a {@link SegmentedControl}. */
export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  /** The colour it takes when selected (neutral by default). */
  tone?: SegmentedTone;
}

/** Props of {@link SegmentedControl}: one value of a few, chosen with one tap. */
export interface SegmentedControlProps<V extends string> extends Omit<
  RadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'orientation'
> {
  /** The accessible name of the group (e.g. the item it records the outcome of). */
  'aria-label': string;
  options: readonly SegmentedOption<V>[];
  /** The value chosen; none when null. */
  value: V | null;
  /** Called with the value chosen (a tap, or an arrow key as in any radio group). */
  onChange: (value: V) => void;
}

/**
 * A row of buttons of which one is chosen, each a 48 px touch target; the row wraps on a narrow
 * screen. It is a radio group (react-aria's) drawn as buttons: Tab reaches it, arrow keys choose.
 */
export function SegmentedControl<V extends string>({
  options,
  value,
  onChange,
  className,
  ...props
}: SegmentedControlProps<V>) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value}
      onChange={(next) => {
        if (next !== value) onChange(next as V);
      }}
      className={composeRenderProps(className, (extra) => cx(styles.group, extra))}
    >
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          className={cx(styles.option, styles.tone[option.tone ?? 'neutral'])}
        >
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
