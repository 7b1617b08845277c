import { useId, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  Group,
  Input,
  Label,
  Meter,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as field from '../private/field.css';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldChromeProps,
} from '../private/FieldChrome';
import { cx } from '../cx';
import { isFieldInvalid } from '../private/fieldUtils';
import * as styles from './PasswordField.css';
import { passwordStrength, type PasswordHints } from './passwordStrength';

/** Props of {@link PasswordField}: react-aria's text field props plus the shared field chrome. */
export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldChromeProps {
  /** Shows the strength meter and the four password hints under the field. */
  showStrength?: boolean;
  /** Words that make a password guessable for this user (username, name, e-mail). */
  guessableWords?: readonly string[];
  /** Hint inside the empty box; never a replacement for the label. */
  placeholder?: string;
  /** Reaches the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

const HINT_IDS = {
  length: 'ui.password.hint.length',
  mixedCase: 'ui.password.hint.mixedCase',
  numbersAndSymbols: 'ui.password.hint.numbersAndSymbols',
  notGuessable: 'ui.password.hint.notGuessable',
} as const satisfies Record<keyof PasswordHints, string>;

/**
 * A password input with a show/hide button and, with `showStrength`, a strength meter and the four
 * hints of the specification, each marked met or not met by icon and text.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid,
  showStrength = false,
  guessableWords,
  placeholder,
  ref,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  // Tracks the text even when uncontrolled, so the meter can follow it.
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const hintsId = useId();
  const strength = showStrength ? passwordStrength(current, guessableWords) : null;
  const describedBy = [props['aria-describedby'], strength ? hintsId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <AriaTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setUncontrolled(next);
        onChange?.(next);
      }}
      aria-describedby={describedBy || undefined}
      type={visible ? 'text' : 'password'}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={composeRenderProps(className, (extra) =>
        cx(field.fieldRoot, styles.passwordField, extra),
      )}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={field.inputGroup}>
        <Input ref={ref} placeholder={placeholder} className={field.groupInput} />
        <IconButton
          icon={visible ? 'eyeOff' : 'eye'}
          size="sm"
          className={styles.toggle}
          aria-label={intl.formatMessage({ id: visible ? 'ui.password.hide' : 'ui.password.show' })}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((shown) => !shown)}
        />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      {strength && (
        <div className={styles.strength}>
          <Meter
            value={strength.score}
            minValue={0}
            maxValue={4}
            valueLabel={intl.formatMessage({ id: `ui.password.strength.${strength.level}` })}
            className={styles.meter}
          >
            {({ percentage, valueText }) => (
              <>
                <span className={styles.meterHeader}>
                  <Label>{intl.formatMessage({ id: 'ui.password.strength.label' })}</Label>
                  <span className={styles.meterValue}>{valueText}</span>
                </span>
                <span className={styles.track}>
                  <span
                    className={styles.fill[strength.level]}
                    style={{ width: `${Math.max(percentage, 5)}%`, display: 'block' }}
                  />
                </span>
              </>
            )}
          </Meter>
          <div id={hintsId}>
            <p className={styles.hintsTitle}>
              {intl.formatMessage({ id: 'ui.password.hints.title' })}
            </p>
            {/* Polite live region: a hint that turns met or unmet is read out as a whole line. */}
            <ul className={styles.hints} aria-live="polite">
              {(Object.keys(HINT_IDS) as Array<keyof PasswordHints>).map((key) => {
                const met = strength.hints[key];
                const state = met ? 'met' : 'unmet';
                // The trailing space keeps status and hint apart when read aloud.
                const status = `${intl.formatMessage({ id: `ui.password.hint.${state}` })} `;
                return (
                  <li key={key} className={styles.hint[state]} aria-atomic="true" data-met={met}>
                    <Icon
                      name={met ? 'check' : 'close'}
                      size="sm"
                      className={styles.hintIcon[state]}
                    />
                    <span>
                      <span className={field.visuallyHidden}>{status}</span>
                      {intl.formatMessage({ id: HINT_IDS[key] })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      )}
    </AriaTextField>
  );
}
