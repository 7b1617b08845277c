export { ComboBox } from './ComboBox';
export type { ComboBoxProps, ComboBoxOption, ComboBoxLoader } from './ComboBox';
