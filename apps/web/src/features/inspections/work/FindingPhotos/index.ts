export { FindingPhotos } from './FindingPhotos';
export type { FindingPhotosProps } from './FindingPhotos';
