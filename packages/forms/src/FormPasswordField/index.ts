export { FormPasswordField } from './FormPasswordField';
export type { FormPasswordFieldProps } from './FormPasswordField';
