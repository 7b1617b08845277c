import { contractStatuses } from '@altalena/contracts';
import { FormDatePicker, FormSelect, FormTextField } from '@altalena/forms';
import { useIntl } from 'react-intl';

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
