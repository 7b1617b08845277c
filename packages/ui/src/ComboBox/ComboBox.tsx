import {
  useEffect,
  useRef,
  useState,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
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
import { cx } from '../cx';
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
    async load({ signal, filterText }) {
      if (!loader.current) return { items: [] };
      // Typing restarts the load: each keystroke aborts the previous wait, so only a pause queries.
      if (!firstLoad.current) await wait(debounceMs, signal);
      firstLoad.current = false;
      return { items: await loader.current(filterText ?? '', signal) };
    },
  });

  // Async lists keep the box's text apart from the searched text: picking an option shows its label
  // without searching for it (a search for a whole label may find nothing, e.g. "first last" against
  // names searched one column at a time, and an empty list loses the picked key on blur).
  const [text, setText] = useState(selectedLabel ?? '');
  const [ownKey, setOwnKey] = useState<string | null>(defaultValue ?? null);
  const key = value !== undefined ? value : ownKey;
  const [picked, setPicked] = useState<ComboBoxOption | null>(null);
  const current: ComboBoxOption | null =
    key == null
      ? null
      : picked?.value === key
        ? picked
        : selectedLabel !== undefined
          ? { value: key, label: selectedLabel }
          : (list.items.find((item) => item.value === key) ?? null);

  // The current value's label may arrive after the first render (an async lookup of the stored
  // record, e.g. an edit form's foreign key): show it then, unless the user has typed meanwhile.
  const shownLabel = useRef(selectedLabel);
  useEffect(() => {
    if (!isAsync || selectedLabel === undefined || selectedLabel === shownLabel.current) return;
    const previous = shownLabel.current ?? '';
    shownLabel.current = selectedLabel;
    setText((typed) => (typed === previous ? selectedLabel : typed));
  }, [isAsync, selectedLabel]);

  const isLoading =
    isAsync && (list.loadingState === 'loading' || list.loadingState === 'filtering');

  const toKey = (key: Key | null) => (key == null ? null : String(key));
  // The chosen option stays in the collection whatever the search found, so that react-aria keeps it
  // selected when the box loses focus.
  const items =
    current && !list.items.some((item) => item.value === current.value)
      ? [...list.items, current]
      : list.items;
  const choose = (next: string | null) => {
    const option = next == null ? null : (items.find((item) => item.value === next) ?? null);
    setPicked(option);
    setText(option?.label ?? '');
    setOwnKey(next);
    if (next !== key) onChange?.(next);
  };
  const asyncProps = isAsync
    ? {
        items,
        inputValue: text,
        selectedKey: key,
        onInputChange: (typed: string) => {
          setText(typed);
          list.setFilterText(typed);
          // Emptying the box clears the choice (react-aria leaves that to a controlled input).
          if (typed === '' && key != null) {
            setPicked(null);
            setOwnKey(null);
            onChange?.(null);
          }
        },
        onSelectionChange: (next: Key | null) => choose(toKey(next)),
      }
    : {
        defaultItems: options ?? [],
        selectedKey: value,
        defaultSelectedKey: defaultValue,
        onSelectionChange: (next: Key | null) => onChange?.(toKey(next)),
      };

  return (
    <AriaComboBox
      {...asyncProps}
      className={cx(fieldRoot, className)}
      aria-label={ariaLabel}
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
      <Popover className={cx(popoverSurface, styles.popover)} placement="bottom start">
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
