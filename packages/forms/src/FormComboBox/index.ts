export { FormComboBox } from './FormComboBox';
export type { FormComboBoxProps } from './FormComboBox';
