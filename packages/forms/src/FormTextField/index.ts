export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
