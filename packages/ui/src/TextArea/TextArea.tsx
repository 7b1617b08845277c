import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
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
import { textAreaField } from './TextArea.css';

/** Props of {@link TextArea}: react-aria's text field props plus the shared field chrome. */
export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldChromeProps {
  /** Hint inside the empty box; never a replacement for the label. */
  placeholder?: string;
  /** Visible lines of text before it scrolls (default 3). */
  rows?: number;
  /** Reaches the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with label, description and error message. */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  rows = 3,
  ref,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) =>
        cx(field.fieldRoot, textAreaField, extra),
      )}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <AriaTextArea ref={ref} placeholder={placeholder} rows={rows} className={field.textArea} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
