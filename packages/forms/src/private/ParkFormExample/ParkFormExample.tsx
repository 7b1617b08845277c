import { Button } from '@altalena/ui';
import { FormComboBox } from '../../FormComboBox';
import { Form, FormActions, useZodForm } from '../../Form';
import { FormGrid } from '../../FormGrid';
import { FormNumberField } from '../../FormNumberField';
import { FormSelect } from '../../FormSelect';
import { FormSwitch } from '../../FormSwitch';
import { FormTextArea } from '../../FormTextArea';
import { FormTextField } from '../../FormTextField';
import {
  emptyPark,
  parkSchema,
  siteTypeOptions,
  type ParkFormInput,
  type ParkFormValues,
} from './parkSchema';

/** Props of {@link ParkFormExample}. */
export interface ParkFormExampleProps {
  /** Initial values (default: empty). */
  defaultValues?: ParkFormInput;
  /** Receives the parsed values; the form shows its pending state while a returned promise runs. */
  onSubmit: (values: ParkFormValues) => void | Promise<void>;
}

const provinces = ['MI', 'RM', 'TO', 'NA', 'BO', 'FI', 'TN', 'BZ', 'VE', 'GE'].map((code) => ({
  value: code,
  label: code,
}));

/**
 * A park form built only from this package (story and test fixture): the labels are Italian demo
 * content, the validation texts come from the catalogue.
 */
export function ParkFormExample({ defaultValues = emptyPark, onSubmit }: ParkFormExampleProps) {
  const form = useZodForm(parkSchema, { defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Parco">
      <FormGrid>
        <FormTextField name="name" label="Nome" isRequired width="lg" />
        <FormSelect
          name="siteType"
          label="Tipo di sito"
          options={siteTypeOptions}
          isRequired
          width="sm"
        />
        <FormTextField name="address" label="Indirizzo" isRequired width="md" />
        <FormTextField name="city" label="Comune" isRequired width="sm" />
        <FormComboBox name="province" label="Provincia" options={provinces} width="xs" />
        <FormNumberField
          name="latitude"
          label="Latitudine"
          isRequired
          hideStepper
          formatOptions={{ maximumFractionDigits: 6 }}
          width="sm"
        />
        <FormNumberField
          name="longitude"
          label="Longitudine"
          isRequired
          hideStepper
          formatOptions={{ maximumFractionDigits: 6 }}
          width="sm"
        />
        <FormSwitch name="fenced" label="Area recintata" width="sm" />
        <FormTextField name="email" label="Email" type="email" isRequired width="md" />
        <FormTextField name="phone" label="Telefono" type="tel" width="sm" />
        <FormTextField name="website" label="Sito web" type="url" width="md" />
        <FormTextArea name="notes" label="Note" width="full" />
        <FormActions>
          <Button type="reset" variant="ghost" onPress={() => form.reset()}>
            Annulla
          </Button>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            Salva
          </Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}
