export { FormSelect } from './FormSelect';
export type { FormSelectProps } from './FormSelect';
