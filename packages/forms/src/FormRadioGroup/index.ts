export { FormRadioGroup } from './FormRadioGroup';
export type { FormRadioGroupProps } from './FormRadioGroup';
