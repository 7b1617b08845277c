import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@altalena/tokens';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { FullPageForm } from './FullPageForm';

const fields = (count: number) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.md }}>
    {Array.from({ length: count }, (_, index) => (
      <TextField key={index} label={`Campo ${index + 1}`} name={`field${index + 1}`} />
    ))}
  </div>
);

const meta = {
  title: 'Layouts/FullPageForm',
  component: FullPageForm,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Nuovo parco',
    backHref: '/parks',
    children: fields(3),
    cancelAction: <Button variant="ghost">Annulla</Button>,
    submitAction: <Button type="submit">Salva</Button>,
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
} satisfies Meta<typeof FullPageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Create screen: pressing Enter in a field submits the form. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Nuovo parco' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Campo 1' }), 'Parco Sempione{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Edit screen with a delete action at the start of the footer. */
export const Edit: Story = {
  args: {
    title: 'Modifica parco',
    description: 'Parco Sempione, Milano',
    extraActions: <Button variant="danger">Elimina</Button>,
  },
};

/** A long form: the footer with the actions stays at the bottom of the viewport. */
export const LongForm: Story = {
  args: { children: fields(16) },
  play: async ({ canvasElement }) => {
    const actions = within(canvasElement).getByRole('group');
    const { bottom } = actions.getBoundingClientRect();
    await expect(Math.round(bottom)).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** No back link and no actions. */
export const Bare: Story = {
  args: { backHref: undefined, cancelAction: undefined, submitAction: undefined },
};

/** Phone width. */
export const Mobile: Story = {
  args: { children: fields(6) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
