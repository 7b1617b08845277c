export { FormTextArea } from './FormTextArea';
export type { FormTextAreaProps } from './FormTextArea';
