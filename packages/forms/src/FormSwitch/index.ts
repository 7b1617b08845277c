export { FormSwitch } from './FormSwitch';
export type { FormSwitchProps } from './FormSwitch';
