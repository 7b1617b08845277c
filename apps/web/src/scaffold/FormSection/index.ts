export { FormHint, FormSection } from './FormSection';
