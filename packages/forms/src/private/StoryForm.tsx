import { Button } from '@altalena/ui';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, FormActions, useZodForm, type FormSchema } from '../Form';
import { FormGrid } from '../FormGrid';

/** Props of {@link StoryForm}. */
interface StoryFormProps {
  schema: FormSchema;
  defaultValues: FieldValues;
  children: ReactNode;
}

/** A form with a grid and a "Salva" button around one field: stories only. */
export function StoryForm({ schema, defaultValues, children }: StoryFormProps) {
  const form = useZodForm(schema, { defaultValues });
  return (
    <Form form={form} onSubmit={() => {}}>
      <FormGrid>
        {children}
        <FormActions>
          <Button type="submit">Salva</Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}

/**
 * Decorator that renders a field story inside a {@link StoryForm}; a story may override the
 * initial values with `parameters.formValues`.
 */
export const withStoryForm =
  (schema: FormSchema, defaultValues: FieldValues): Decorator =>
  (Story, { parameters }) => (
    <StoryForm
      schema={schema}
      defaultValues={(parameters.formValues as FieldValues | undefined) ?? defaultValues}
    >
      <Story />
    </StoryForm>
  );
