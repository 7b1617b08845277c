import type { SelectListKey } from '@altalena/contracts';
import { FormSelect, type WidthPreset } from '@altalena/forms';
import { useSelectOptions } from './selectLists';

/**
 * A form field holding the code of an entry of the selectable list of the same name (`site_type`,
 * `equipment_type`…); `current` keeps a stored entry that has since been archived.
 */
export function FormSelectListField({
  name,
  label,
  current,
  isRequired,
  width = 'md',
}: {
  name: SelectListKey;
  label: string;
  current?: string | null;
  isRequired?: boolean;
  width?: WidthPreset;
}) {
  const options = useSelectOptions(name, current);
  return (
    <FormSelect name={name} label={label} options={options} isRequired={isRequired} width={width} />
  );
}
