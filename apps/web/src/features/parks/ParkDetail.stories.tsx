import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '../../stories/authStories';
import { demoRows } from '../../stories/screen/fixtures';
import { AppScreen } from '../../stories/screen/AppScreen';
import { deleteRefusedState } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading, notFoundState } from '../../stories/screen/scaffoldStates';
import { phone, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/parks/{id}`: a park's data, position, due inspections, equipment and inspections. */
const meta = {
  title: 'Screens/Parks/Detail',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/parks/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The park with its customer (linked), where it stands per inspection type, its toys and inspections. */
export const Populated: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giardino Giusti');
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('link', { name: 'Comune di Verona' })).toHaveAttribute(
      'href',
      '/customers/1',
    );
    await expect(await page.findByText('Parco pubblico', {}, API_WAIT)).toBeVisible();
    const toys = await page.findByRole('table', { name: 'Attrezzature' }, API_WAIT);
    await expect(
      await within(toys).findByText('Altalena doppia a tavoletta', {}, API_WAIT),
    ).toBeVisible();
    // Its open findings, the worst first, each leading to its inspection.
    const findings = page.getByRole('table', { name: 'Rilievi aperti' });
    await expect(
      await within(findings).findByText('Maglia della catena consumata oltre il 40%', {}, API_WAIT),
    ).toBeVisible();
    // The one past its timeframe is marked late.
    const late = within(findings).getByRole('row', { name: /Sedile crepato/ });
    await expect(late).toHaveTextContent('In ritardo: scadenza 20 nov 2026');
    await expect(page.getByRole('button', { name: 'Nuova ispezione' })).toBeVisible();
    // The equipment type is the selectable list's label, not its code.
    await expect(page.getAllByText('Altalena').length).toBeGreaterThan(0);
    await expect(await page.findByText('2026/0042', {}, API_WAIT)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ispezioni in scadenza' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apri in una mappa' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // Its position on the map (no tiles in stories: the marker on a plain background).
    const map = await page.findByRole('region', { name: 'Mappa di Giardino Giusti' }, API_WAIT);
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    await expect(map.querySelector('.leaflet-tile')).toBeNull();
  },
};

/** A photo of the park, drawn in the browser as the mock API's answer for each size asked. */
const photoRequests: string[] = [];
const photoHandler = http.get(api('/files/:id/content/'), async ({ request }) => {
  photoRequests.push(new URL(request.url).search);
  const canvas = new OffscreenCanvas(320, 240);
  canvas.getContext('2d');
  const blob = await canvas.convertToBlob({ type: 'image/jpeg' });
  return new HttpResponse(blob, { headers: { 'content-type': 'image/jpeg' } });
});

/** The park's photos show as thumbnails; one opens at its display size in a dialog. */
export const WithPhoto: Story = {
  parameters: screenParameters({
    rows: {
      ...demoRows(),
      'files/': [
        {
          id: 1,
          version: 1,
          created_at: '2026-11-20T09:00:00.000Z',
          updated_at: '2026-11-20T09:00:00.000Z',
          created_by: 1,
          owner_type: 'park',
          owner_id: 1,
          kind: 'photo',
          filename: 'giardino.jpg',
          content_type: 'image/jpeg',
          size: 182000,
          sha256: 'a'.repeat(64),
        },
      ],
    },
    handlers: [photoHandler],
  }),
  play: async ({ canvasElement }) => {
    photoRequests.length = 0;
    await expectHeading(canvasElement, 'Giardino Giusti');
    const page = within(canvasElement.ownerDocument.body);
    const open = await page.findByRole('button', { name: 'Apri giardino.jpg in grande' }, API_WAIT);
    await waitFor(() => expect(open.querySelector('img')?.src).toMatch(/^blob:/), API_WAIT);
    await expect(photoRequests).toEqual(['?variant=thumb']);
    await userEvent.click(open);
    const dialog = await page.findByRole('dialog', { name: 'giardino.jpg' });
    const large = await within(dialog).findByRole('img', { name: 'giardino.jpg' }, API_WAIT);
    // The dialog fades in and the image decodes: visible once both are done, on a loaded machine later.
    await waitFor(() => expect(large).toBeVisible(), API_WAIT);
    await expect(photoRequests).toEqual(['?variant=thumb', '?variant=display']);
  },
};

export const English: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giardino Giusti');
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'heading',
        { name: 'Equipment' },
        API_WAIT,
      ),
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

/** A customer user reads their park: no customer link, no delete. */
export const CustomerUser: Story = {
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giardino Giusti');
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('button', { name: /Modifica/ })).toBeVisible();
    await expect(page.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Comune di Verona' })).not.toBeInTheDocument();
    // Labels are printed by administrators only.
    await expect(page.queryByRole('button', { name: 'Stampa etichette' })).not.toBeInTheDocument();
  },
};

/** "Print labels" (admins): the park's QR labels as a PDF, downloaded as the server names it. */
export const PrintLabels: Story = {
  parameters: screenParameters({
    handlers: [
      http.get(api('/parks/:id/labels/'), () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7\n%%EOF\n').buffer, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="etichette-1.pdf"',
          },
        }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giardino Giusti');
    const page = within(canvasElement.ownerDocument.body);
    const print = await page.findByRole('button', { name: 'Stampa etichette' }, API_WAIT);
    await userEvent.click(print);
    // Pending while the sheet comes, then ready again, with no error.
    await waitFor(() => expect(print).not.toHaveAttribute('data-pending'));
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Deleting a park with equipment: the server refuses (409), says why, and offers to archive it. */
export const DeleteRefused: Story = deleteRefusedState({
  path: '/parks/1',
  heading: 'Giardino Giusti',
  apiPath: '/parks/1/',
  refusal: {
    detail: 'park_has_toys',
    reason: 'Il parco ha delle attrezzature: archivialo invece di eliminarlo',
  },
});

/** An id that does not exist (or another customer's park) is the 404 page. */
export const NotFound: Story = notFoundState('/parks/999');

/** The park's quotes, newest first, each leading to its page, and the way to all of them. */
export const Quotes: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giardino Giusti');
    const page = within(canvasElement.ownerDocument.body);
    const table = await page.findByRole('table', { name: 'Preventivi' }, API_WAIT);
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['2026/0031', '2026/0029', '2026/0021']),
      API_WAIT,
    );
    await expect(within(table).getByRole('link', { name: '2026/0029' })).toHaveAttribute(
      'href',
      '/quotes/5',
    );
    await expect(page.getByRole('link', { name: 'Vedi tutti (3)' })).toHaveAttribute(
      'href',
      '/quotes?park_id=1',
    );
  },
};
