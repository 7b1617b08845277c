export { FormCheckboxGroup } from './FormCheckboxGroup';
export type { FormCheckboxGroupProps } from './FormCheckboxGroup';
