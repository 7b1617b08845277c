export { QuotesToAnswer } from './QuotesToAnswer';
export type { QuotesToAnswerProps } from './QuotesToAnswer';
