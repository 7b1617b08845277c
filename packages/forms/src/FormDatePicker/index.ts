export { FormDatePicker } from './FormDatePicker';
export type { FormDatePickerProps } from './FormDatePicker';
