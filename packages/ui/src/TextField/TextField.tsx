import type { Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
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
import { textField } from './TextField.css';

/** Props of {@link TextField}: react-aria's text field props plus the shared field chrome. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty box; never a replacement for the label. */
  placeholder?: string;
  /** Reaches the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  ref,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) => cx(field.fieldRoot, textField, extra))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input ref={ref} placeholder={placeholder} className={field.input} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
