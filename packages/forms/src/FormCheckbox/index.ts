export { FormCheckbox } from './FormCheckbox';
export type { FormCheckboxProps } from './FormCheckbox';
