export { FullPageForm } from './FullPageForm';
export type { FullPageFormProps } from './FullPageForm';
