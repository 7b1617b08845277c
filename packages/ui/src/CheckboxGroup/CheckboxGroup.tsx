import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import * as field from '../private/field.css';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldChromeProps,
} from '../private/FieldChrome';
import { cx } from '../cx';
import { isFieldInvalid } from '../private/fieldUtils';
import * as styles from './CheckboxGroup.css';

/**
 * Props of {@link CheckboxGroup}: react-aria's checkbox group props (`value: string[]`,
 * `onChange(string[])`) plus the shared field chrome; the options are `Checkbox` children with a `value`.
 */
export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>, FieldChromeProps {
  children: ReactNode;
  /** Lay the options out in a row that wraps (default) or one under the other. */
  orientation?: 'horizontal' | 'vertical';
}

/** A set of options any number of which can be chosen (e.g. a contract's services). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  children,
  orientation = 'horizontal',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) => cx(field.fieldRoot, extra))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.options[orientation]}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
