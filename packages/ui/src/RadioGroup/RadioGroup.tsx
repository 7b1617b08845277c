import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
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
import * as styles from './RadioGroup.css';

/** What the `ref` of a {@link RadioGroup} exposes: focusing moves to the selected (or first) option. */
export interface RadioGroupHandle {
  focus: () => void;
}

/**
 * Props of {@link RadioGroup}: react-aria's radio group props (`value`, `onChange(string)`,
 * `orientation`) plus the shared field chrome; the options are {@link Radio} children.
 */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldChromeProps {
  children: ReactNode;
  /** Lets a form library focus the group (the selected or the first enabled option). */
  ref?: Ref<RadioGroupHandle>;
}

/** A set of mutually exclusive options; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  children,
  orientation = 'vertical',
  ref,
  className,
  ...props
}: RadioGroupProps) {
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const inputs = [
        ...(root.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
      ];
      (inputs.find((input) => input.checked) ?? inputs.find((input) => !input.disabled))?.focus();
    },
  }));
  return (
    <AriaRadioGroup
      {...props}
      ref={root}
      orientation={orientation}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) =>
        cx(field.fieldRoot, styles.radioGroup, extra),
      )}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.options[orientation]}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}: react-aria's radio props; `value` is required, the label is `children`. */
export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children: ReactNode;
}

/** One option of a {@link RadioGroup}. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(className, (extra) => cx(styles.radio, extra))}
    >
      <span className={styles.circle} />
      <span>{children}</span>
    </AriaRadio>
  );
}
