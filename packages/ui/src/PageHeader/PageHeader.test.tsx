import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { PageHeader } from './PageHeader';

const ui = (
  <AltalenaProvider locale="en">
    <PageHeader
      title="Parks"
      description="All play areas"
      breadcrumbs={<nav aria-label="Breadcrumbs">crumbs</nav>}
      actions={<button>New park</button>}
    />
  </AltalenaProvider>
);

describe('PageHeader', () => {
  it('renders the title as h1 with description, breadcrumbs and actions', async () => {
    const screen = await render(ui);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Parks' })).toBeVisible();
    await expect.element(screen.getByText('All play areas')).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'New park' })).toBeVisible();
  });

  it('puts the actions beside the title from md up and below it on mobile', async () => {
    await page.viewport(1200, 800);
    const screen = await render(ui);
    const title = () => screen.getByRole('heading').element().getBoundingClientRect();
    const button = () => screen.getByRole('button').element().getBoundingClientRect();
    expect(button().top).toBeLessThan(title().bottom);
    await page.viewport(500, 800);
    await expect.poll(() => button().top).toBeGreaterThanOrEqual(title().bottom);
  });
});
