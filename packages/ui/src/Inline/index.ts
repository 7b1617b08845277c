export { Inline } from './Inline';
export type { InlineProps, InlineAlign, InlineAlignY } from './Inline';
