import {
  findingStatuses,
  findingTimeframes,
  findingWrite,
  makeSafeActions,
  recommendedActions,
  riskLevels,
  type Finding,
  type InspectionItem,
} from '@altalena/contracts';
import { FormGridItem, FormSelect, FormTextArea, FormTextField } from '@altalena/forms';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FileAttachments, ResourceDialogForm, schemaForm, useFieldLabel } from '../../../scaffold';
import type { InspectionFindings } from './inspectionFindings';

/** A new finding starts open, a medium risk to repair, with nothing made safe yet. */
const findingForm = schemaForm('finding', findingWrite, {
  risk_level: 'medium',
  recommended_action: 'repair',
  make_safe: 'none',
  status: 'open',
});

/** Props of {@link FindingDialog}. */
export interface FindingDialogProps {
  /**
   * The findings resource through the inspection's outbox, queuing the photos `photos()` gives with the
   * finding (the page builds it: the outbox's code stays in the page's chunk, not duplicated here).
   */
  queueWrites: (photos: () => readonly File[]) => InspectionFindings;
  /** The photo field: the finding's photos, and those chosen (`onChange`) to be queued on save. */
  renderPhotos: (photos: readonly File[], onChange: (next: File[]) => void) => ReactNode;
  item: InspectionItem;
  /** What the item is (its equipment or site area), for the heading. */
  itemLabel: string;
  /** The finding edited; a new one on `item` without it. */
  finding?: Finding;
  onClose: () => void;
}

/**
 * A finding recorded on an item, in a dialog: what was found, the EN 1176 reference, risk and
 * timeframe, the action recommended and the make-safe measure taken, and its photos (several at once,
 * from the camera or the gallery) chosen before saving. Saving queues it all in the outbox
 * (docs/web.md#outbox), so it works the same with no connection.
 */
export function FindingDialog({
  queueWrites,
  renderPhotos,
  item,
  itemLabel,
  finding,
  onClose,
}: FindingDialogProps) {
  const intl = useIntl();
  const [photos, setPhotos] = useState<File[]>([]);
  // The photos chosen when the form is saved: read by the save, which the first render sets up.
  const [chosen] = useState(() => ({ files: [] as File[] }));
  const [resource] = useState(() => queueWrites(() => chosen.files));
  const choose = (next: File[]) => {
    chosen.files = next;
    setPhotos(next);
  };
  const label = useFieldLabel(findingForm.fieldLabels);
  const options = <V extends string>(values: readonly V[], prefix: string) =>
    values.map((value) => ({
      value,
      label: intl.formatMessage({ id: `${prefix}.${value}` as never }),
    }));
  return (
    <ResourceDialogForm
      resource={resource}
      item={finding}
      {...findingForm}
      emptyValues={{ ...findingForm.emptyValues, item_id: item.id }}
      onClose={onClose}
      createTitle="inspections.finding.add"
      editTitle={(_stored, format) =>
        format.formatMessage({ id: 'inspections.finding.edit' }, { item: itemLabel })
      }
    >
      {() => (
        <>
          <FormTextArea name="description" label={label('description')} isRequired />
          <FormSelect
            name="risk_level"
            label={label('risk_level')}
            options={options(riskLevels, 'status.risk')}
            isRequired
            width="sm"
          />
          <FormSelect
            name="timeframe"
            label={label('timeframe')}
            options={options(findingTimeframes, 'enum.findingTimeframe')}
            width="sm"
          />
          <FormSelect
            name="recommended_action"
            label={label('recommended_action')}
            options={options(recommendedActions, 'enum.recommendedAction')}
            isRequired
            width="sm"
          />
          <FormSelect
            name="make_safe"
            label={label('make_safe')}
            options={options(makeSafeActions, 'enum.makeSafeAction')}
            width="sm"
          />
          <FormTextField name="standard_ref" label={label('standard_ref')} width="sm" />
          {finding && (
            <FormSelect
              name="status"
              label={label('status')}
              options={options(findingStatuses, 'status.finding')}
              width="sm"
            />
          )}
          <FormGridItem width="full">
            {finding && finding.id > 0 && (
              <FileAttachments ownerType="finding" ownerId={finding.id} kind="photo" />
            )}
            {renderPhotos(photos, choose)}
          </FormGridItem>
        </>
      )}
    </ResourceDialogForm>
  );
}
