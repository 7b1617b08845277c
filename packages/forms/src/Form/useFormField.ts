import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { useValidationMessage } from '../validation/useValidationMessage';
import type { WidthPreset } from '../FormGrid/widthPresets';

/** Props every bound field takes besides its primitive's own. */
export interface FormFieldBindingProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> {
  /** Path of the value in the form values. */
  name: TName;
  /** The form's control; by default the one of the enclosing `Form` (useFormContext). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type of the form
  control?: Control<TValues, any, any>;
  /** Width preset of the grid cell the field renders in (default `full`). */
  width?: WidthPreset;
}

/** Props of a primitive the binding sets itself. */
export type BoundProps =
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref';

/** Binds a field to react-hook-form and translates its current error through the catalogue. */
export function useFormField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  name: TName,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type of the form
  control: Control<TValues, any, any> | undefined,
  isDisabled?: boolean,
): UseControllerReturn<TValues, TName> & {
  errorMessage: string | undefined;
  bound: BoundFieldProps<TValues, TName>;
} {
  const controller = useController<TValues, TName>({
    name,
    control: control as Control<TValues> | undefined,
  });
  const translate = useValidationMessage();
  const { field } = controller;
  const errorMessage = translate(controller.fieldState.error?.message);
  return {
    ...controller,
    errorMessage,
    bound: {
      name: field.name,
      onChange: field.onChange,
      onBlur: field.onBlur,
      ref: field.ref,
      isDisabled: isDisabled || field.disabled,
      errorMessage,
    },
  };
}

/** The props every bound primitive takes from the binding; each field adds its own `value`. */
export interface BoundFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  name: TName;
  onChange: UseControllerReturn<TValues, TName>['field']['onChange'];
  onBlur: UseControllerReturn<TValues, TName>['field']['onBlur'];
  ref: UseControllerReturn<TValues, TName>['field']['ref'];
  isDisabled: boolean | undefined;
  errorMessage: string | undefined;
}
