import type { ReactNode, Ref } from 'react';
import {
  SwitchButton,
  SwitchField,
  composeRenderProps,
  type SwitchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError } from '../private/FieldChrome';
import { cx } from '../cx';
import { isFieldInvalid } from '../private/fieldUtils';
import * as styles from './Switch.css';

/**
 * Props of {@link Switch}: react-aria's switch props (controlled through `isSelected` +
 * `onChange(boolean)`) plus label, description and error.
 */
export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'inputRef'> {
  /** The label next to the switch (or pass `children`). */
  label?: ReactNode;
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Error message under the switch; when set it is invalid. */
  errorMessage?: string;
  /** Reaches the `<input role="switch">`. */
  ref?: Ref<HTMLInputElement>;
}

/** An on/off switch for settings that apply at once; for form choices prefer a Checkbox. */
export function Switch({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  ref,
  className,
  ...props
}: SwitchProps) {
  return (
    <SwitchField
      {...props}
      inputRef={ref}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) => cx(styles.switchField, extra))}
    >
      <SwitchButton className={styles.switchButton}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        <span>{label ?? children}</span>
      </SwitchButton>
      <FieldDescription className={styles.indented}>{description}</FieldDescription>
      <FieldError className={styles.indented}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
