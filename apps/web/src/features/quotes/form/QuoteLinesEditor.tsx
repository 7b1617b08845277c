import { quoteUnits, vatRates } from '@altalena/contracts';
import {
  FormDecimalField,
  FormGrid,
  FormGridItem,
  FormMoneyField,
  FormSelect,
  FormTextArea,
} from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { visuallyHidden } from '@altalena/tokens';
import { Button, Icon, IconButton } from '@altalena/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormHint, FormSection, formatCents } from '../../../scaffold';
import { formatPercent } from '../quoteFormat';
import { QuoteTotals } from '../totals/QuoteTotals';
import { liveTotals } from './liveTotals';
import * as styles from './QuoteForm.css';
import { linesSummary, newLine, type LineValues, type QuoteValues } from './quoteFormValues';

/** Finds, once the lines have re-rendered, the control that should have focus. */
type FocusTarget = (root: HTMLElement) => HTMLElement | null | undefined;

const lineOf = (root: HTMLElement, key: string | undefined) =>
  key === undefined
    ? [...root.querySelectorAll<HTMLElement>('[data-line-key]')].at(-1)
    : root.querySelector<HTMLElement>(`[data-line-key="${key}"]`);

/** The description of a line (the last one when `key` is undefined). */
const descriptionOf =
  (key?: string): FocusTarget =>
  (root) =>
    lineOf(root, key)?.querySelector('textarea');

/** A move button of a line; when it is now disabled (first or last line), the other one. */
const moveButtonOf =
  (key: string, direction: 'up' | 'down'): FocusTarget =>
  (root) => {
    const button = (name: string) =>
      lineOf(root, key)?.querySelector<HTMLElement>(`[data-line-control="${name}"]`);
    const wanted = button(direction);
    return wanted && !wanted.hasAttribute('disabled')
      ? wanted
      : button(direction === 'up' ? 'down' : 'up');
  };

const addButton: FocusTarget = (root) => root.querySelector<HTMLElement>('[data-line-add]');

/**
 * The lines of the quote being written, each a card (a stack on a phone): description, quantity,
 * unit, unit price in euros, discount and VAT rate, with its net amount; lines are added, removed and
 * moved up or down by buttons (keyboard operable; focus stays with the line moved and a screen reader
 * hears where it went). Below them, the quote's totals as they are typed, computed by the server's
 * own function.
 */
export function QuoteLinesEditor({
  defaultVatRate,
  toyNames,
  proposedHint,
}: {
  /** The VAT rate of a new line: the quote type's. */
  defaultVatRate: number;
  toyNames: ReadonlyMap<number, string>;
  /** The hint above the lines (proposed from the findings, or none to propose). */
  proposedHint?: 'quotes.form.proposed' | 'quotes.form.noFindings';
}) {
  const intl = useIntl();
  const { control, setValue } = useFormContext<QuoteValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const totals = useMemo(() => liveTotals(lines), [lines]);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  useEffect(() => {
    setValue('lines_summary', linesSummary(intl, lines));
  }, [intl, lines, setValue]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !root.current) return;
    pendingFocus.current = null;
    target(root.current)?.focus();
  }, [fields]);

  const moveLine = (from: number, to: number, direction: 'up' | 'down') => {
    const key = fields[from]?.id;
    if (key) pendingFocus.current = moveButtonOf(key, direction);
    move(from, to);
    setAnnouncement(
      intl.formatMessage({ id: 'quotes.line.moved' }, { position: to + 1, count: fields.length }),
    );
  };
  const removeLine = (index: number) => {
    const next = fields[index + 1] ?? fields[index - 1];
    pendingFocus.current = next ? descriptionOf(next.id) : addButton;
    remove(index);
    setAnnouncement(
      intl.formatMessage({ id: 'quotes.line.removed' }, { count: fields.length - 1 }),
    );
  };
  const addLine = () => {
    // The new line is the last one.
    pendingFocus.current = descriptionOf();
    append(newLine(defaultVatRate), { shouldFocus: false });
    setAnnouncement(
      intl.formatMessage({ id: 'quotes.line.added' }, { position: fields.length + 1 }),
    );
  };
  const unitOptions = quoteUnits.map((unit) => ({
    value: unit,
    label: intl.formatMessage({ id: `enum.quoteUnit.${unit}` }),
  }));
  const vatOptions = vatRates.map((rate) => ({
    value: String(rate),
    label: formatPercent(intl, rate),
  }));
  const label = (id: AnyMessageId) => intl.formatMessage({ id });

  return (
    <>
      <FormSection titleId="quotes.form.section.lines">
        {proposedHint && <FormHint>{intl.formatMessage({ id: proposedHint })}</FormHint>}
        <FormGridItem>
          <div ref={root} className={styles.lines}>
            {fields.length === 0 && (
              <p className={styles.none}>{intl.formatMessage({ id: 'quotes.lines.none' })}</p>
            )}
            <ol className={styles.list}>
              {fields.map((field, index) => {
                const position = index + 1;
                const line = lines[index] as LineValues | undefined;
                const toy = line?.toy_id != null ? toyNames.get(line.toy_id) : undefined;
                const name = (key: keyof LineValues) => `lines.${index}.${key}` as const;
                return (
                  <li key={field.id} data-line-key={field.id}>
                    <fieldset className={styles.line}>
                      <legend className={styles.legend}>
                        {intl.formatMessage({ id: 'quotes.line.legend' }, { position })}
                      </legend>
                      <div className={styles.lineHeader}>
                        <p className={styles.lineOrigin}>
                          {toy && (
                            <span>
                              {intl.formatMessage({ id: 'quotes.line.equipment' }, { name: toy })}
                            </span>
                          )}
                          {line?.finding_id != null && (
                            <span>{intl.formatMessage({ id: 'quotes.line.fromFinding' })}</span>
                          )}
                        </p>
                        <div className={styles.lineActions}>
                          <IconButton
                            icon="chevronUp"
                            data-line-control="up"
                            aria-label={intl.formatMessage(
                              { id: 'quotes.line.moveUp' },
                              { position },
                            )}
                            isDisabled={index === 0}
                            onPress={() => moveLine(index, index - 1, 'up')}
                          />
                          <IconButton
                            icon="chevronDown"
                            data-line-control="down"
                            aria-label={intl.formatMessage(
                              { id: 'quotes.line.moveDown' },
                              { position },
                            )}
                            isDisabled={index === fields.length - 1}
                            onPress={() => moveLine(index, index + 1, 'down')}
                          />
                          <IconButton
                            icon="trash"
                            variant="danger"
                            aria-label={intl.formatMessage(
                              { id: 'quotes.line.remove' },
                              { position },
                            )}
                            onPress={() => removeLine(index)}
                          />
                        </div>
                      </div>
                      <FormGrid>
                        <FormTextArea
                          name={name('description')}
                          label={label('field.quoteLine.description')}
                          rows={2}
                          isRequired
                        />
                        <FormDecimalField
                          name={name('quantity')}
                          label={label('field.quoteLine.quantity')}
                          isRequired
                          width="xs"
                        />
                        <FormSelect
                          name={name('unit')}
                          label={label('field.quoteLine.unit')}
                          options={unitOptions}
                          isRequired
                          width="xs"
                        />
                        <FormMoneyField
                          name={name('unit_price_cents')}
                          label={label('field.quoteLine.unit_price_cents')}
                          isRequired
                          width="xs"
                        />
                        <FormDecimalField
                          name={name('discount_pct')}
                          label={label('field.quoteLine.discount_pct')}
                          width="xs"
                        />
                        <FormSelect
                          name={name('vat_rate')}
                          label={label('field.quoteLine.vat_rate')}
                          options={vatOptions}
                          numeric
                          isRequired
                          width="xs"
                        />
                        <FormGridItem width="xs">
                          <p className={styles.net}>
                            <span className={styles.netLabel}>
                              {label('field.quoteLine.net_cents')}
                            </span>
                            <span className={styles.netAmount}>
                              {formatCents(intl, totals.lines[index]?.net_cents ?? 0)}
                            </span>
                          </p>
                        </FormGridItem>
                      </FormGrid>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div>
              <Button variant="secondary" data-line-add onPress={addLine}>
                <Icon name="plus" size="sm" />
                {intl.formatMessage({ id: 'quotes.line.add' })}
              </Button>
            </div>
            <p role="status" className={visuallyHidden}>
              {announcement}
            </p>
          </div>
        </FormGridItem>
      </FormSection>
      <FormSection titleId="quotes.form.section.totals">
        <FormGridItem width="md">
          <QuoteTotals totals={totals} />
        </FormGridItem>
      </FormSection>
    </>
  );
}
