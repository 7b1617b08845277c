export { ParkFormExample } from './ParkFormExample';
export type { ParkFormExampleProps } from './ParkFormExample';
export { parkSchema, emptyPark, filledPark, siteTypeOptions } from './parkSchema';
export type { ParkFormInput, ParkFormValues } from './parkSchema';
