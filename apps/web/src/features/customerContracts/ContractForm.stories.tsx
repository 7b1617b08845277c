import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { expectHeading, expectNoSidewaysScroll } from '../../stories/screen/scaffoldStates';
import { phone, refuse, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/customers/contracts/create` and `/customers/contracts/edit/{id}`: the contract form. */
const meta = {
  title: 'Screens/Customer contracts/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/customers/contracts/edit/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A stored contract: its customer, services, covered parks, amount in euros and CIG (public body). */
export const Edit: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Contratto VR-2026-001');
    const screen = page(canvasElement);
    await expect(await screen.findByRole('checkbox', { name: /Giardino Giusti/ })).toBeChecked();
    await expect(screen.getByDisplayValue('Z1A2B3C4D5')).toBeVisible();
    await expect(await screen.findByText('Nessun file allegato.')).toBeVisible();
  },
};

/** A new contract from a customer's page: the customer is chosen, its parks are offered. */
export const CreateForCustomer: Story = {
  parameters: screenParameters(),
  args: { path: '/customers/contracts/create?customer_id=1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo contratto cliente');
    const screen = page(canvasElement);
    await expect(
      await screen.findByRole('checkbox', { name: /Parco San Giacomo/ }),
    ).not.toBeChecked();
    await expect(
      screen.getByText('Salva prima il contratto, poi allega il suo PDF.'),
    ).toBeVisible();
  },
};

/** Saving without customer, number, start date or services: each says so. */
export const ValidationErrors: Story = {
  parameters: screenParameters(),
  args: { path: '/customers/contracts/create' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo contratto cliente');
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Crea' }));
    await waitFor(() =>
      expect(page(canvasElement).getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(
        3,
      ),
    );
  },
};

export const English: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => expectHeading(canvasElement, 'Contract VR-2026-001'),
};

export const Dark: Story = { ...Edit, globals: { theme: 'dark' } };

export const Phone: Story = {
  parameters: screenParameters(),
  globals: phone,
  play: async (context) => {
    await Edit.play?.(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/** Deleting a contract inspections refer to: refused with the reason, terminating offered instead. */
export const DeleteRefused: Story = {
  parameters: screenParameters({
    handlers: [refuse('/customer-contracts/1/', 409, 'contract_has_inspections', 'delete')],
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Contratto VR-2026-001');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    const refusal = await screen.findByRole('alertdialog', { name: 'Non si può eliminare' });
    await expect(
      within(refusal).getByRole('button', { name: 'Archivia invece' }),
    ).toBeInTheDocument();
  },
};

/** Someone else changed the contract meanwhile: the 412 dialog. */
export const Conflict: Story = {
  parameters: screenParameters({
    handlers: [refuse('/customer-contracts/1/', 412, 'precondition_failed', 'patch')],
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Contratto VR-2026-001');
    const screen = page(canvasElement);
    await userEvent.type(screen.getByDisplayValue('VR-2026-001'), '-B');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Qualcun altro ha modificato questo record' }),
    ).toBeInTheDocument();
  },
};
