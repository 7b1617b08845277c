export { FormMoneyField } from './FormMoneyField';
export type { FormMoneyFieldProps } from './FormMoneyField';
