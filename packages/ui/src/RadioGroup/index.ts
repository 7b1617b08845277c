export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioProps, RadioGroupHandle } from './RadioGroup';
