export { ResourceListPage } from './ResourceListPage';
export type { ResourceListPageProps } from './ResourceListPage';
export { ResourceDetailPage, DetailSection, NewRecordButton } from './ResourceDetailPage';
export type {
  ResourceDetailPageProps,
  DetailField,
  NewRecordButtonProps,
} from './ResourceDetailPage';
export { DeleteAction, deactivateInstead } from './DeleteAction';
export type { DeleteActionProps, ArchiveOption } from './DeleteAction';
export {
  ResourceFormPage,
  ConflictDialog,
  useUnsavedChangesGuard,
  useResourceForm,
} from './ResourceFormPage';
export type { ResourceFormOptions } from './ResourceFormPage';
export type { ResourceFormPageProps, ConflictDialogProps, ConflictField } from './ResourceFormPage';
export { RelatedList } from './RelatedList';
export type { RelatedListProps } from './RelatedList';
export { useIdParam } from './useIdParam';
export { useDocumentTitle } from './useDocumentTitle';
export { errorKeyOf, errorMessage } from './errorMessage';
export type {
  AnyResource,
  FilterOn,
  FilterOption,
  FilterParam,
  ListColumn,
  ListFilter,
  ListResource,
  OrderedBy,
  OrderingField,
  OrderingOf,
} from './types';
export { useListPage, useResourceList } from './useResourceList';
export type {
  ListPage,
  ListSort,
  ResourceList,
  ResourceListOptions,
  ResourceListStatus,
} from './useResourceList';
export {
  addDays,
  formatCents,
  formatDay,
  formatInstant,
  formatYesNo,
  todayInItaly,
} from './format';
export { FormHint, FormSection } from './FormSection';
export { FileAttachments } from './FileAttachments';
export type { FileAttachmentsProps } from './FileAttachments';
export { ReferenceField } from './ReferenceField';
export type { ReferenceFieldProps } from './ReferenceField';
export { referenceFilter } from './referenceFilter';
export { FormRoute } from './FormRoute';
export { schemaForm, useFieldLabel } from './schemaForm';
export type { FieldLabels, SchemaForm } from './schemaForm';
export { ResourceDialogForm } from './ResourceDialogForm';
export type { ResourceDialogFormProps } from './ResourceDialogForm';
export { useDialogRecord } from './useDialogRecord';
export { useResources } from './useResources';
export { SelectLabel, useSelectOptions } from './selectLists';
export { FormSelectListField } from './FormSelectListField';
export { MapView } from './MapView';
export type { MapMarker, MapPosition, MapViewProps } from './MapView';
