import { contractStatuses } from '@altalena/contracts';
import { FormDatePicker, FormSelect, FormTextField } from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { useIntl } from 'react-intl';
import { FileAttachments, FormHint, FormSection } from '../../scaffold';

/** Props of {@link ContractTermsFields}. */
export interface ContractTermsFieldsProps {
  /** The translated label of a contract field (`number`, `status`, `start_date`, `end_date`). */
  label: (field: 'number' | 'status' | 'start_date' | 'end_date') => string;
}

/** A contract's number, status and term: the fields customer and installer contracts share. */
export function ContractTermsFields({ label }: ContractTermsFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <FormTextField name="number" label={label('number')} isRequired width="sm" />
      <FormSelect
        name="status"
        label={label('status')}
        isRequired
        width="sm"
        options={contractStatuses.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: `status.contract.${status}` }),
        }))}
      />
      <FormDatePicker name="start_date" label={label('start_date')} isRequired width="sm" />
      <FormDatePicker name="end_date" label={label('end_date')} width="sm" />
    </>
  );
}

/** Props of {@link ContractDocumentSection}. */
export interface ContractDocumentSectionProps {
  /** The contract edited; a new one has no document until it is saved. */
  id: number | undefined;
  ownerType: 'customer_contract' | 'installer_contract';
  /** The section's heading. */
  titleId: AnyMessageId;
  /** What a new contract shows instead of the upload: the document comes after the first save. */
  afterSaveId: AnyMessageId;
}

/** The signed contract's document: its upload, once the contract is saved. */
export function ContractDocumentSection({
  id,
  ownerType,
  titleId,
  afterSaveId,
}: ContractDocumentSectionProps) {
  const intl = useIntl();
  return (
    <FormSection titleId={titleId}>
      {id === undefined ? (
        <FormHint>{intl.formatMessage({ id: afterSaveId })}</FormHint>
      ) : (
        <FileAttachments ownerType={ownerType} ownerId={id} kind="document" />
      )}
    </FormSection>
  );
}
