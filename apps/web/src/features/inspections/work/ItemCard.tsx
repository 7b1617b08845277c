import type { Finding, InspectionItem, ItemOutcome } from '@altalena/contracts';
import {
  Button,
  Card,
  Icon,
  SegmentedControl,
  TextArea,
  type SegmentedOption,
  cx,
} from '@altalena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../scaffold/errorMessage';
import { SelectLabel } from '../../../scaffold/selectLists';
import { ItemScans } from '../../../shared/labels/ItemScans';
import { FindingCard } from './FindingCard';
import * as styles from './InspectionWork.css';
import { itemName } from '../../../shared/inspectionItems/itemName';
import { saveItemOutcome } from './saveItemOutcome';
import type { ItemSaveQueue, ItemSaveState } from './useItemSaves';

const outcomeTones: Record<ItemOutcome, SegmentedOption<ItemOutcome>['tone']> = {
  ok: 'success',
  fixed_on_site: 'info',
  defect: 'danger',
  not_inspectable: 'warning',
  not_applicable: 'neutral',
};

/** The line under an item that says whether its change reached the server. */
function SaveStateLine({
  state,
  justSaved,
  queue,
  itemId,
}: {
  state: ItemSaveState | undefined;
  justSaved: boolean;
  queue: ItemSaveQueue;
  itemId: number;
}) {
  const intl = useIntl();
  if (state?.kind === 'conflict') {
    const outcome = state.theirs.outcome
      ? intl.formatMessage({ id: `enum.itemOutcome.${state.theirs.outcome}` })
      : intl.formatMessage({ id: 'inspections.work.noOutcome' });
    return (
      <div role="alert" className={styles.itemBody}>
        <p className={cx(styles.saveState, styles.saveProblem)}>
          {intl.formatMessage({ id: 'inspections.work.conflict' }, { outcome })}
        </p>
        <div className={styles.conflictActions}>
          <Button size="sm" onPress={() => queue.keepMine(itemId)}>
            {intl.formatMessage({ id: 'inspections.work.keepMine' })}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => queue.keepTheirs(itemId)}>
            {intl.formatMessage({ id: 'inspections.work.keepTheirs' })}
          </Button>
        </div>
      </div>
    );
  }
  let text = '';
  let problem = false;
  if (state?.kind === 'saving') text = intl.formatMessage({ id: 'inspections.work.saving' });
  else if (state?.kind === 'retrying') {
    // Not an error: the outbox keeps it and sends it when the connection returns.
    text = intl.formatMessage({ id: 'inspections.work.retrying' });
  } else if (state?.kind === 'failed') {
    text = intl.formatMessage(
      { id: 'inspections.work.failed' },
      { reason: errorMessage(intl, state.failure) },
    );
    problem = true;
  } else if (justSaved) text = intl.formatMessage({ id: 'inspections.work.saved' });
  return (
    <p role="status" className={cx(styles.saveState, problem && styles.saveProblem)}>
      {text}
    </p>
  );
}

/** Props of {@link ItemCard}. */
export interface ItemCardProps {
  item: InspectionItem;
  queue: ItemSaveQueue;
  state: ItemSaveState | undefined;
  readOnly: boolean;
  onAddFinding: (item: InspectionItem) => void;
  onEditFinding: (item: InspectionItem, finding: Finding) => void;
  onRecheck: (finding: Finding, status: Finding['status']) => void;
}

/**
 * One row of the inspection: one tap records its outcome, notes are saved when the field is left,
 * and its findings (those carried forward first) are listed with an "add finding" action.
 */
export function ItemCard({
  item,
  queue,
  state,
  readOnly,
  onAddFinding,
  onEditFinding,
  onRecheck,
}: ItemCardProps) {
  const intl = useIntl();
  const pending = queue.editOf(item.id);
  const outcome = pending?.outcome !== undefined ? pending.outcome : item.outcome;
  const storedNotes = pending?.notes !== undefined ? pending.notes : item.notes;
  const [notes, setNotes] = useState(storedNotes ?? '');
  const [touched, setTouched] = useState(false);
  const name = itemName(intl, item);
  const saveNotes = () => {
    const next = notes.trim() === '' ? null : notes;
    if (next !== (storedNotes ?? null)) {
      setTouched(true);
      queue.change(item.id, { notes: next }, item.version);
    }
  };
  const ordered = [...item.findings].sort(
    (a, b) => Number(b.carried_from_id !== null) - Number(a.carried_from_id !== null),
  );
  return (
    <Card
      title={name}
      headingLevel={3}
      description={
        item.equipment_type ? (
          <SelectLabel listKey="equipment_type" code={item.equipment_type} />
        ) : undefined
      }
    >
      <div className={styles.itemBody}>
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'inspections.work.outcome' }, { item: name })}
          options={(Object.keys(outcomeTones) as ItemOutcome[]).map((value) => ({
            value,
            label: intl.formatMessage({ id: `enum.itemOutcome.${value}` }),
            tone: outcomeTones[value],
          }))}
          value={outcome}
          isDisabled={readOnly}
          onChange={(value) => {
            setTouched(true);
            saveItemOutcome(queue, item, value);
          }}
        />
        <SaveStateLine
          state={state}
          justSaved={touched && state === undefined}
          queue={queue}
          itemId={item.id}
        />
        <ItemScans scans={item.scans} />
        <TextArea
          label={intl.formatMessage({ id: 'inspections.work.notes' })}
          value={notes}
          onChange={setNotes}
          onBlur={saveNotes}
          isReadOnly={readOnly}
          rows={2}
        />
        {ordered.length > 0 && (
          <ul
            className={styles.findings}
            aria-label={intl.formatMessage({ id: 'inspections.work.findings' })}
          >
            {ordered.map((finding) => (
              <FindingCard
                key={finding.id}
                finding={finding}
                toyId={item.toy_id}
                readOnly={readOnly}
                onEdit={() => onEditFinding(item, finding)}
                onRecheck={(status) => onRecheck(finding, status)}
              />
            ))}
          </ul>
        )}
        {!readOnly && (
          <div>
            <Button variant="secondary" onPress={() => onAddFinding(item)}>
              <Icon name="plus" size="sm" />
              {intl.formatMessage({ id: 'inspections.work.addFinding' })}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
