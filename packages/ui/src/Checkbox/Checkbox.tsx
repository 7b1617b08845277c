import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  composeRenderProps,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as field from '../private/field.css';
import { FieldDescription, FieldError } from '../private/FieldChrome';
import { cx } from '../cx';
import { isFieldInvalid } from '../private/fieldUtils';
import * as styles from './Checkbox.css';

/**
 * Props of {@link Checkbox}: react-aria's checkbox props (controlled through `isSelected` +
 * `onChange(boolean)`; `value` is the submitted form value) plus label, description and error.
 */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'inputRef'> {
  /** The label next to the box (or pass `children`). */
  label?: ReactNode;
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Error message under the checkbox; when set it is invalid. */
  errorMessage?: string;
  /** Reaches the `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label, optional description and error; supports the indeterminate state. */
export function Checkbox({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  ref,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      inputRef={ref}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) => cx(styles.checkboxField, extra))}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box}>
              {isIndeterminate ? (
                <Icon name="minus" size="sm" />
              ) : (
                isSelected && <Icon name="check" size="sm" />
              )}
            </span>
            <span>
              {label ?? children}
              {props.isRequired && (
                <span className={field.requiredMarker} aria-hidden="true" data-required-marker="" />
              )}
            </span>
          </>
        )}
      </CheckboxButton>
      <FieldDescription className={styles.indented}>{description}</FieldDescription>
      <FieldError className={styles.indented}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
