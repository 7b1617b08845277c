export { Form, FormActions } from './Form';
export type { FormProps, FormActionsProps } from './Form';
export { useZodForm } from './useZodForm';
export type { FormSchema, FormValuesOf, FormInputOf, UseZodFormOptions } from './useZodForm';
export { useFormField } from './useFormField';
export type { FormFieldBindingProps } from './useFormField';
export { emptyFormValues, storedFormValues } from './schemaValues';
export type { FormFieldName, FormStarts } from './schemaValues';
