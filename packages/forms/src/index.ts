// Public API of @altalena/forms, listed by name.

// --- validation ---
export {
  validationKeys,
  domainErrorMessageKeys,
  isValidationKey,
  encodeValidationMessage,
  parseValidationMessage,
  formIssueMessage,
  serverErrorMessage,
  zodFormResolver,
  applyServerErrors,
  passwordsMatch,
  useValidationMessage,
} from './validation';
export type {
  ValidationKey,
  ParsedValidationMessage,
  ValidationValues,
  ApplyServerErrorsOptions,
  ServerErrorTarget,
} from './validation';

// --- grid ---
export {
  FormGrid,
  FormGridItem,
  widthPresets,
  widthPresetNames,
  gridColumns,
  gridBreakpoints,
  breakpointAt,
} from './FormGrid';
export type { FormGridProps, FormGridItemProps, WidthPreset } from './FormGrid';

// --- form ---
export {
  Form,
  FormActions,
  useZodForm,
  useFormField,
  emptyFormValues,
  storedFormValues,
} from './Form';
export type {
  FormProps,
  FormActionsProps,
  FormSchema,
  FormValuesOf,
  FormInputOf,
  UseZodFormOptions,
  FormFieldBindingProps,
  FormFieldName,
  FormStarts,
} from './Form';

// --- fields ---
export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
export { FormPasswordField } from './FormPasswordField';
export type { FormPasswordFieldProps } from './FormPasswordField';
export { FormTextArea } from './FormTextArea';
export type { FormTextAreaProps } from './FormTextArea';
export { FormDecimalField, parseDecimal } from './FormDecimalField';
export type { FormDecimalFieldProps } from './FormDecimalField';
export { FormNumberField } from './FormNumberField';
export type { FormNumberFieldProps } from './FormNumberField';
export { FormCheckbox } from './FormCheckbox';
export { FormCheckboxGroup } from './FormCheckboxGroup';
export type { FormCheckboxGroupProps } from './FormCheckboxGroup';
export type { FormCheckboxProps } from './FormCheckbox';
export { FormSwitch } from './FormSwitch';
export type { FormSwitchProps } from './FormSwitch';
export { FormRadioGroup } from './FormRadioGroup';
export type { FormRadioGroupProps } from './FormRadioGroup';
export { FormSelect } from './FormSelect';
export type { FormSelectProps } from './FormSelect';
export { FormComboBox } from './FormComboBox';
export type { FormComboBoxProps } from './FormComboBox';
export { FormDatePicker } from './FormDatePicker';
export type { FormDatePickerProps } from './FormDatePicker';
export { FormMoneyField } from './FormMoneyField';
export type { FormMoneyFieldProps } from './FormMoneyField';
