export { FormDecimalField, parseDecimal } from './FormDecimalField';
export type { FormDecimalFieldProps } from './FormDecimalField';
