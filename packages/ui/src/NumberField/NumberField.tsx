import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as field from '../private/field.css';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldChromeProps,
} from '../private/FieldChrome';
import { cx } from '../cx';
import { isFieldInvalid } from '../private/fieldUtils';
import * as styles from './NumberField.css';

/**
 * Props of {@link NumberField}: react-aria's number field props (`value`, `onChange(number)`,
 * `minValue`, `maxValue`, `step`, `formatOptions`) plus the shared field chrome.
 */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty box; never a replacement for the label. */
  placeholder?: string;
  /** Hides the − and + buttons (arrow keys and the wheel still step). */
  hideStepper?: boolean;
  /** Reaches the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number input formatted for the current locale (decimal comma in Italian), with − and + buttons,
 * bounds and step; the arrow keys step too, Page Up/Down and Home/End jump.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  hideStepper = false,
  ref,
  className,
  ...props
}: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField
      {...props}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) =>
        cx(field.fieldRoot, styles.numberField, extra),
      )}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={field.inputGroup}>
        <Input
          ref={ref}
          placeholder={placeholder}
          className={cx(field.groupInput, styles.numberInput)}
        />
        {!hideStepper && (
          <>
            <Button
              slot="decrement"
              className={styles.stepper}
              aria-label={intl.formatMessage({ id: 'ui.numberField.decrement' })}
            >
              <Icon name="minus" size="sm" />
            </Button>
            <Button
              slot="increment"
              className={styles.stepper}
              aria-label={intl.formatMessage({ id: 'ui.numberField.increment' })}
            >
              <Icon name="plus" size="sm" />
            </Button>
          </>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
