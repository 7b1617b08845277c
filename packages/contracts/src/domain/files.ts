import { z } from 'zod';
import { enumFilter, idFilter, idParam, listQuery, trackedFields } from './common';
import {
  type FileKind,
  fileKinds,
  fileKindSchema,
  type FileOwnerType,
  fileOwnerTypes,
  fileOwnerTypeSchema,
} from './enums';

/** The kinds of file each owner accepts. */
export const fileKindsByOwner: Readonly<Record<FileOwnerType, readonly FileKind[]>> = {
  toy: ['photo', 'certificate'],
  park: ['photo'],
  finding: ['photo'],
  customer_contract: ['document'],
  installer_contract: ['document'],
};

/** Content types a file can have: sniffed from its first bytes, never taken from the client. */
export const fileContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type FileContentType = (typeof fileContentTypes)[number];

/** The content types each kind accepts. */
export const fileTypesByKind: Readonly<Record<FileKind, readonly FileContentType[]>> = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  certificate: ['application/pdf'],
  document: ['application/pdf'],
};

/** The largest file of each kind, in bytes: photos 10 MB, PDFs 20 MB. */
export const fileMaxBytes: Readonly<Record<FileKind, number>> = {
  photo: 10 * 1024 * 1024,
  certificate: 20 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/** The form fields of `POST files/` (multipart), sent before the `file` part. */
export const fileUploadFields = z.strictObject({
  owner_type: fileOwnerTypeSchema,
  owner_id: idParam,
  kind: fileKindSchema,
});
export type FileUploadFields = z.infer<typeof fileUploadFields>;

/** A file's metadata as the API shows it; the bytes are at `files/{id}/content/`. */
export const fileItem = z.object({
  ...trackedFields,
  owner_type: fileOwnerTypeSchema,
  owner_id: z.number().int(),
  kind: fileKindSchema,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type FileItem = z.infer<typeof fileItem>;

/** Fields a file list can be ordered by. */
export const fileOrdering = ['created_at', 'filename', 'size', 'kind'] as const;

/** Query string of `GET files/`. */
export const fileListQuery = listQuery(fileOrdering, {
  owner_type: enumFilter(fileOwnerTypes),
  owner_id: idFilter,
  kind: enumFilter(fileKinds),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

/** The sizes kept beside a photo: `display` (≤ 1600 px a side) and `thumb` (≤ 320 px), both JPEG. */
export const photoVariants = ['display', 'thumb'] as const;
export type PhotoVariant = (typeof photoVariants)[number];

/** Query string of `GET files/{id}/content/`: a photo's size instead of its own bytes. */
export const fileContentQuery = z.strictObject({
  variant: z.enum(photoVariants).optional(),
});
export type FileContentQuery = z.infer<typeof fileContentQuery>;
