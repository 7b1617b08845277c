import { parseDate, type CalendarDate } from '@internationalized/date';
import { useContext, useMemo, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateFieldStateContext,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DateSegmentProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { FieldDescription, FieldError, FieldLabel } from '../private/FieldChrome';
import { fieldRoot, inputGroup } from '../private/field.css';
import { fieldButton, popoverSurface } from '../private/overlay.css';
import * as styles from './DatePicker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
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
  /** Form field name (a hidden input carries the ISO date). */
  name?: string;
  /** Selected date as ISO `YYYY-MM-DD`, or `null` for none. */
  value?: string | null;
  /** Initial date when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the new date as ISO `YYYY-MM-DD`, or `null` when cleared or incomplete. */
  onChange?: (value: string | null) => void;
  /** Called when the field loses focus. */
  onBlur?: FocusEventHandler<Element>;
  /** Earliest selectable date, ISO `YYYY-MM-DD`. */
  minValue?: string;
  /** Latest selectable date, ISO `YYYY-MM-DD`. */
  maxValue?: string;
  /** Reaches the first editable segment (the focusable element; its order follows the locale). */
  ref?: Ref<HTMLSpanElement>;
  /** Opens the calendar on mount (for stories and tests). */
  defaultOpen?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/** Parses an ISO date; anything else (empty, malformed) is no date. */
function toDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** A segment of the date; the first editable one (day or month, by locale) takes the field's ref. */
function Segment({
  segment,
  firstRef,
}: {
  segment: DateSegmentProps['segment'];
  firstRef: Ref<HTMLSpanElement> | undefined;
}) {
  const state = useContext(DateFieldStateContext);
  const isFirst = state?.segments.find((s) => s.isEditable)?.type === segment.type;
  return (
    <DateSegment
      segment={segment}
      className={styles.segment}
      ref={isFirst ? firstRef : undefined}
    />
  );
}

/**
 * A date field with a calendar popover (react-aria DatePicker). Takes and gives ISO `YYYY-MM-DD`
 * strings; segments and calendar follow the locale of react-aria's I18nProvider.
 */
export function DatePicker({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  ref,
  defaultOpen,
  className,
}: DatePickerProps) {
  const intl = useIntl();
  const invalid = Boolean(isInvalid || errorMessage);
  const dateValue = useMemo(() => (value === undefined ? undefined : toDate(value)), [value]);
  const defaultDate = useMemo(() => toDate(defaultValue), [defaultValue]);

  return (
    <AriaDatePicker<CalendarDate>
      className={cx(fieldRoot, className)}
      aria-label={ariaLabel}
      value={dateValue}
      defaultValue={defaultDate}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      onBlur={onBlur}
      minValue={toDate(minValue) ?? undefined}
      maxValue={toDate(maxValue) ?? undefined}
      isInvalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      defaultOpen={defaultOpen}
      granularity="day"
      validationBehavior="aria"
    >
      {label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Group className={inputGroup}>
        <DateInput className={styles.dateInput}>
          {(segment) => <Segment segment={segment} firstRef={ref} />}
        </DateInput>
        <AriaButton
          className={fieldButton}
          aria-label={intl.formatMessage({ id: 'ui.datePicker.openCalendar' })}
        >
          <Icon name="calendar" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popoverSurface} placement="bottom start">
        <Dialog className={styles.calendarDialog}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <IconButton
                slot="previous"
                icon="chevronLeft"
                aria-label={intl.formatMessage({ id: 'ui.datePicker.previousMonth' })}
              />
              <Heading className={styles.calendarHeading} />
              <IconButton
                slot="next"
                icon="chevronRight"
                aria-label={intl.formatMessage({ id: 'ui.datePicker.nextMonth' })}
              />
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
