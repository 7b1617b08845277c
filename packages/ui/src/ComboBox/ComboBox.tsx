import { useEffect, useRef, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  useAsyncList,
  type Key,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldDescription, FieldError, FieldLabel } from '../private/FieldChrome';
import { fieldRoot, groupInput, inputGroup } from '../private/field.css';
import {
  emptyState,
  fieldButton,
  listBox,
  option,
  optionCheck,
  optionLabel,
  popoverSurface,
} from '../private/overlay.css';
import * as styles from './ComboBox.css';

/** One choice of a {@link ComboBox}. */
export interface ComboBoxOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

/** Loads the options matching the typed text; abort work when `signal` fires. */
export type ComboBoxLoader = (filterText: string, signal: AbortSignal) => Promise<ComboBoxOption[]>;

/** Props of {@link ComboBox}. */
export interface ComboBoxProps {
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
  /** Form field name (a hidden input carries the selected key). */
  name?: string;
  /** Static choices, filtered locally as the user types. Ignored when `loadOptions` is given. */
  options?: ComboBoxOption[];
  /** Loads choices from the server as the user types (debounced). */
  loadOptions?: ComboBoxLoader;
  /** Milliseconds of quiet typing before `loadOptions` runs; 300 by default. */
  debounceMs?: number;
  /** Label of the current `value` for async lists, shown before any option is loaded. */
  selectedLabel?: string;
  /** Selected key, or `null` for none. */
  value?: string | null;
  /** Initial key when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the newly selected key (or `null` when cleared). */
  onChange?: (value: string | null) => void;
  /** Called when the text box loses focus. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Reaches the text box (the focusable element). */
  ref?: Ref<HTMLInputElement>;
  /** Placeholder of the text box. */
  placeholder?: string;
  /** When the list opens: while typing (default), on focus, or only by the button/arrow keys. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  /** Extra class on the field wrapper. */
  className?: string;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * A text box with a list of suggestions (react-aria ComboBox): static `options` filtered locally,
 * or `loadOptions` called as the user types, with a loading indicator and a "no results" text.
 */
export function ComboBox({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  options,
  loadOptions,
  debounceMs = 300,
  selectedLabel,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  placeholder,
  menuTrigger,
  className,
}: ComboBoxProps) {
  const intl = useIntl();
  const invalid = Boolean(isInvalid || errorMessage);
  const isAsync = loadOptions !== undefined;
  const firstLoad = useRef(true);
  const loader = useRef(loadOptions);
  loader.current = loadOptions;

  const list = useAsyncList<ComboBoxOption>({
    initialFilterText: selectedLabel ?? '',
    async load({ signal, filterText }) {
      if (!loader.current) return { items: [] };
      // Typing restarts the load: each keystroke aborts the previous wait, so only a pause queries.
      if (!firstLoad.current) await wait(debounceMs, signal);
      firstLoad.current = false;
      return { items: await loader.current(filterText ?? '', signal) };
    },
  });

  // The current value's label may arrive after the first render (an async lookup of the stored
  // record, e.g. an edit form's foreign key): show it then, unless the user has typed meanwhile.
  const shownLabel = useRef(selectedLabel);
  useEffect(() => {
    if (!isAsync || selectedLabel === undefined || selectedLabel === shownLabel.current) return;
    const previous = shownLabel.current ?? '';
    shownLabel.current = selectedLabel;
    if (list.filterText === previous) list.setFilterText(selectedLabel);
  }, [isAsync, selectedLabel, list]);

  const isLoading =
    isAsync && (list.loadingState === 'loading' || list.loadingState === 'filtering');

  const toKey = (key: Key | null) => (key == null ? null : String(key));
  const asyncProps = isAsync
    ? { items: list.items, inputValue: list.filterText, onInputChange: list.setFilterText }
    : { defaultItems: options ?? [] };

  return (
    <AriaComboBox
      {...asyncProps}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      selectedKey={value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key) => onChange?.(toKey(key))}
      isInvalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      onBlur={onBlur}
      menuTrigger={menuTrigger}
      allowsEmptyCollection
      validationBehavior="aria"
    >
      {label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Group className={inputGroup} isInvalid={invalid} isDisabled={isDisabled}>
        <Input ref={ref} className={groupInput} placeholder={placeholder} />
        {isLoading && (
          <span
            className={styles.spinner}
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'ui.comboBox.loading' })}
          />
        )}
        <AriaButton
          className={fieldButton}
          aria-label={intl.formatMessage({ id: 'ui.comboBox.showOptions' })}
        >
          <Icon name="chevronDown" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={[popoverSurface, styles.popover].join(' ')} placement="bottom start">
        <ListBox<ComboBoxOption>
          className={listBox}
          renderEmptyState={() => (
            <div className={emptyState}>
              {intl.formatMessage({ id: isLoading ? 'ui.comboBox.loading' : 'ui.comboBox.empty' })}
            </div>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.value}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={option}
            >
              {({ isSelected }) => (
                <>
                  <span className={optionLabel}>{item.label}</span>
                  {isSelected && <Icon name="check" size="sm" className={optionCheck} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
