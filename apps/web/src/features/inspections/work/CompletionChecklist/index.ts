export { CompletionChecklist } from './CompletionChecklist';
export type { CompletionChecklistProps } from './CompletionChecklist';
