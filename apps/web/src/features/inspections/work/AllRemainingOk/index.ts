export { AllRemainingOk } from './AllRemainingOk';
export type { AllRemainingOkProps } from './AllRemainingOk';
