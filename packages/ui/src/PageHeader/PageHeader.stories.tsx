import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Parchi', description: 'Le aree gioco dei tuoi clienti.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Parchi' }),
    ).toBeVisible();
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: 'Parco Sempione',
    description: 'Piazza Sempione, Milano',
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { id: 'home', label: 'Home', href: '#home' },
          { id: 'parks', label: 'Parchi', href: '#parks' },
          { id: 'park', label: 'Parco Sempione' },
        ]}
      />
    ),
  },
};

const onCreate = fn();
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="ghost">Esporta CSV</Button>
        <Button onPress={onCreate}>Nuovo parco</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuovo parco' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

/** Everything at once; narrow the viewport below 960px to see it stack. */
export const Complete: Story = {
  args: {
    ...WithBreadcrumbs.args,
    actions: WithActions.args?.actions,
  },
};
