import * as RadixSelect from '@radix-ui/react-select';
import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { FieldDescription, FieldError, FieldLabel } from '../private/FieldChrome';
import { fieldRoot } from '../private/field.css';
import { listBox, option, optionCheck, optionLabel, popoverSurface } from '../private/overlay.css';
import * as styles from './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error message under the control; when set the field is invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name (a hidden native select carries the value). */
  name?: string;
  /** The choices; values must not be empty strings. */
  options: SelectOption[];
  /** Text shown while nothing is selected; defaults to the catalog's "Select…". */
  placeholder?: string;
  /** Selected value; `''` or `undefined` selects nothing. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** Called when the trigger loses focus. */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** Reaches the trigger button (the focusable element). */
  ref?: Ref<HTMLButtonElement>;
  /** Opens the list on mount (for stories and tests). */
  defaultOpen?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/** A single-choice list on Radix Select, with the shared field chrome (label, help, error). */
export function Select({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  defaultOpen,
  className,
}: SelectProps) {
  const intl = useIntl();
  const id = useId();
  const triggerId = `${id}-trigger`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = Boolean(isInvalid || errorMessage);
  const describedBy =
    [description ? descriptionId : null, invalid && errorMessage ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    // The shared field chrome reads its ids from react-aria contexts: provide them for Radix.
    <Provider
      values={[
        [LabelContext, { id: labelId, htmlFor: triggerId }],
        [
          TextContext,
          { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } },
        ],
        [
          FieldErrorContext,
          {
            isInvalid: invalid,
            validationErrors: errorMessage ? [errorMessage] : [],
            validationDetails: {} as ValidityState,
          },
        ],
      ]}
    >
      <div
        className={cx(fieldRoot, className)}
        data-disabled={isDisabled || undefined}
        data-invalid={invalid || undefined}
      >
        {label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
        <RadixSelect.Root
          // Radix treats '' as "nothing selected" and shows the placeholder.
          value={value}
          defaultValue={defaultValue}
          onValueChange={onChange}
          name={name}
          required={isRequired}
          disabled={isDisabled}
          defaultOpen={defaultOpen}
        >
          <RadixSelect.Trigger
            ref={ref}
            id={triggerId}
            className={styles.trigger}
            aria-label={ariaLabel}
            aria-labelledby={label != null ? `${labelId} ${triggerId}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onBlur={onBlur}
          >
            <span className={styles.value}>
              <RadixSelect.Value
                placeholder={placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
              />
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <Icon name="chevronDown" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content position="popper" className={cx(popoverSurface, styles.content)}>
              <RadixSelect.Viewport className={listBox}>
                {options.map((o) => (
                  <RadixSelect.Item
                    key={o.value}
                    value={o.value}
                    disabled={o.isDisabled}
                    className={option}
                  >
                    <RadixSelect.ItemText>
                      <span className={optionLabel}>{o.label}</span>
                    </RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={optionCheck}>
                      <Icon name="check" size="sm" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
      </div>
    </Provider>
  );
}
