export { QueuedPhotos } from './QueuedPhotos';
export type { QueuedPhoto, QueuedPhotosProps } from './QueuedPhotos';
