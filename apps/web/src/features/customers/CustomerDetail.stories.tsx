import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { API_WAIT, expectHeading, notFoundState } from '../../stories/screen/scaffoldStates';
import { deleteRefusedState } from '../../stories/screen/formStates';
import { phone, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/customers/{id}`: a customer's data with its contracts, parks and users. */
const meta = {
  title: 'Screens/Customers/Detail',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/customers/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer with its related contracts, parks and users, each linked. */
export const Populated: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Comune di Verona');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('VR-2026-001', {}, API_WAIT)).toBeVisible();
    await expect(await page.findByText('Giardino Giusti', {}, API_WAIT)).toBeVisible();
    await expect(await page.findByText('comune.verona', {}, API_WAIT)).toBeVisible();
    // The breadcrumb back to the list (and, beside a wide screen's menu, the menu's link).
    await expect(page.getAllByRole('link', { name: 'Clienti' }).length).toBeGreaterThan(0);
  },
};

export const English: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Comune di Verona');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Contracts', {}, API_WAIT),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: screenParameters(),
  globals: { theme: 'dark' },
  play: Populated.play,
};

export const Phone: Story = {
  parameters: screenParameters(),
  globals: phone,
  play: Populated.play,
};

/**
 * Deleting a customer that has parks: the server refuses (409) and says why, and the screen offers to
 * archive it instead.
 */
export const DeleteRefused: Story = deleteRefusedState({
  path: '/customers/1',
  heading: 'Comune di Verona',
  apiPath: '/customers/1/',
  refusal: {
    detail: 'customer_has_parks',
    reason: 'Il cliente ha dei parchi: archivialo invece di eliminarlo',
  },
});

/** An id that does not exist is the 404 page. */
export const NotFound: Story = notFoundState('/customers/999');
