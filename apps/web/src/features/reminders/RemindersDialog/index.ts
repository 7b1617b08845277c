export { RemindersDialog } from './RemindersDialog';
export type { RemindersDialogProps } from './RemindersDialog';
