import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from '../Button';
import { FullPageForm } from './FullPageForm';

describe('FullPageForm', () => {
  it('frames the form: back link, title naming the form, body and submit in the footer', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const screen = await render(
      <AltalenaProvider locale="en">
        <FullPageForm
          title="New park"
          backHref="/parks"
          onSubmit={onSubmit}
          cancelAction={<Button variant="ghost">Cancel</Button>}
          submitAction={<Button type="submit">Save</Button>}
        >
          <label>
            Name <input name="name" />
          </label>
        </FullPageForm>
      </AltalenaProvider>,
    );
    await expect
      .element(screen.getByRole('banner').getByRole('link', { name: 'Back' }))
      .toHaveAttribute('href', '/parks');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'New park' })).toBeVisible();
    const form = screen.getByRole('main').getByRole('form', { name: 'New park' });
    await expect.element(form).toBeVisible();
    const actions = form.getByRole('group', { name: 'Form actions' });
    await actions.getByRole('button', { name: 'Save' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await screen.getByRole('textbox', { name: 'Name' }).click();
    await userEvent.keyboard('Parco{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps the actions in view on a long form', async () => {
    await page.viewport(800, 500);
    const screen = await render(
      <AltalenaProvider locale="it">
        <FullPageForm
          title="Nuovo parco"
          backHref="/parks"
          submitAction={<Button type="submit">Salva</Button>}
        >
          <div style={{ height: 2000 }} />
        </FullPageForm>
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('link', { name: 'Indietro' })).toBeVisible();
    const actions = screen.getByRole('group', { name: 'Azioni del modulo' });
    expect(actions.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(500);
    await expect.element(actions.getByRole('button', { name: 'Salva' })).toBeInViewport();
  });
});
