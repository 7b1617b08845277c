export { FileAttachments } from './FileAttachments';
export type { FileAttachmentsProps } from './FileAttachments';
