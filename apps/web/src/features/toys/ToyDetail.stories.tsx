import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { deleteRefusedState } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading, notFoundState } from '../../stories/screen/scaffoldStates';
import { phone, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/toys/{id}`: a piece of equipment's register entry, safety data, photo and certificate. */
const meta = {
  title: 'Screens/Toys/Detail',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/toys/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = 'Altalena doppia a tavoletta';

/** The entry with its park linked, the type's label, the standard and the safety data. */
export const Populated: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('link', { name: 'Giardino Giusti' })).toHaveAttribute(
      'href',
      '/parks/1',
    );
    await expect(page.getByText('G01')).toBeVisible();
    await expect(await page.findByText('Altalena', {}, API_WAIT)).toBeVisible();
    await expect(page.getByText('EN 1176-2')).toBeVisible();
    await expect(page.getByText('3–12 anni')).toBeVisible();
    await expect(page.getByText('1,2 m')).toBeVisible();
  },
};

export const English: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    await expect(within(canvasElement.ownerDocument.body).getByText('3–12 years')).toBeVisible();
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

/** Deleting equipment already inspected: the server refuses (409), says why, and offers removal. */
export const DeleteRefused: Story = deleteRefusedState({
  path: '/toys/1',
  heading,
  apiPath: '/toys/1/',
  refusal: {
    detail: 'toy_has_inspections',
    reason: "L'attrezzatura ha delle ispezioni: segnalala come rimossa invece di eliminarla",
  },
});

/** An id that does not exist (or another customer's equipment) is the 404 page. */
export const NotFound: Story = notFoundState('/toys/999');
