export { FormNumberField } from './FormNumberField';
export type { FormNumberFieldProps } from './FormNumberField';
