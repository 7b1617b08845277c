import { DISCOUNT_DECIMALS, QUANTITY_DECIMALS, quoteUnits, vatRates } from '@altalena/contracts';
import {
  FormCheckboxGroup,
  FormGrid,
  FormGridItem,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormTextField,
} from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { visuallyHidden } from '@altalena/tokens';
import { Button, Checkbox, Icon, IconButton } from '@altalena/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormHint, FormSection, formatCents } from '../../../scaffold';
import { formatPercent } from '../quoteFormat';
import { QuoteTotals } from '../totals/QuoteTotals';
import { liveTotals } from './liveTotals';
import * as styles from './QuoteForm.css';
import {
  findingIdsOf,
  lineOfFinding,
  linesSummary,
  newLine,
  type FindingOption,
  type LineValues,
  type QuoteValues,
} from './quoteFormValues';
import { useLineList } from './useLineList';

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
    lineOf(root, key)?.querySelector('input[name$=".description"]');

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
  findings,
  proposedHint,
}: {
  /** The VAT rate of a new line: the quote type's. */
  defaultVatRate: number;
  toyNames: ReadonlyMap<number, string>;
  /** The findings of the inspection the quote may cover, each with its box (none while unknown). */
  findings?: readonly FindingOption[];
  /** The hint above the lines (proposed from the findings, or none to propose). */
  proposedHint?: 'quotes.form.proposed' | 'quotes.form.noFindings';
}) {
  const intl = useIntl();
  const { setValue, watch } = useFormContext<QuoteValues>();
  const { lines, keys, append, remove, move, retain } = useLineList();
  const totals = useMemo(() => liveTotals(lines), [lines]);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  useEffect(() => {
    setValue('lines_summary', linesSummary(intl, lines));
    setValue('finding_ids', findingIdsOf(lines));
  }, [intl, lines, setValue]);

  // A finding's box ticked adds its line; cleared, it takes away the lines that come from it.
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change' || name !== 'finding_ids') return;
      const chosen = new Set(values.finding_ids);
      const present = new Set(findingIdsOf(lines));
      const added = findings?.find((finding) => chosen.has(finding.id) && !present.has(finding.id));
      if (added) append(lineOfFinding(added, defaultVatRate));
      else retain((line) => line.finding_id === null || chosen.has(line.finding_id));
    });
    return () => subscription.unsubscribe();
  }, [watch, lines, findings, append, retain, defaultVatRate]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !root.current) return;
    pendingFocus.current = null;
    target(root.current)?.focus();
  }, [keys]);

  const moveLine = (from: number, to: number, direction: 'up' | 'down') => {
    const key = keys[from];
    if (key) pendingFocus.current = moveButtonOf(key, direction);
    move(from, to);
    setAnnouncement(
      intl.formatMessage({ id: 'quotes.line.moved' }, { position: to + 1, count: keys.length }),
    );
  };
  const removeLine = (index: number) => {
    const next = keys[index + 1] ?? keys[index - 1];
    pendingFocus.current = next ? descriptionOf(next) : addButton;
    remove(index);
    setAnnouncement(intl.formatMessage({ id: 'quotes.line.removed' }, { count: keys.length - 1 }));
  };
  const addLine = () => {
    // The new line is the last one.
    pendingFocus.current = descriptionOf();
    append(newLine(defaultVatRate));
    setAnnouncement(intl.formatMessage({ id: 'quotes.line.added' }, { position: keys.length + 1 }));
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
        {findings && findings.length > 0 && (
          <FormCheckboxGroup
            name="finding_ids"
            label={intl.formatMessage({ id: 'quotes.form.findings' })}
            orientation="vertical"
            numeric
          >
            {findings.map((finding) => (
              <Checkbox key={finding.id} value={String(finding.id)}>
                {finding.label}
              </Checkbox>
            ))}
          </FormCheckboxGroup>
        )}
        <FormGridItem>
          <div ref={root} className={styles.lines}>
            {keys.length === 0 && (
              <p className={styles.none}>{intl.formatMessage({ id: 'quotes.lines.none' })}</p>
            )}
            <ol className={styles.list}>
              {keys.map((key, index) => {
                const position = index + 1;
                const line = lines[index] as LineValues | undefined;
                const toy = line?.toy_id != null ? toyNames.get(line.toy_id) : undefined;
                const name = (key: keyof LineValues) => `lines.${index}.${key}` as const;
                return (
                  <li key={key} data-line-key={key}>
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
                            isDisabled={index === keys.length - 1}
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
                        <FormTextField
                          name={name('description')}
                          label={label('field.quoteLine.description')}
                          isRequired
                        />
                        <FormNumberField
                          name={name('quantity')}
                          label={label('field.quoteLine.quantity')}
                          formatOptions={{ maximumFractionDigits: QUANTITY_DECIMALS }}
                          hideStepper
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
                        <FormNumberField
                          name={name('discount_pct')}
                          label={label('field.quoteLine.discount_pct')}
                          formatOptions={{ maximumFractionDigits: DISCOUNT_DECIMALS }}
                          minValue={0}
                          maxValue={100}
                          hideStepper
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
