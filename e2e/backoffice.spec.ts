import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageErrors, logIn } from './auth-helpers';
import { e2ePorts, readE2eState } from './e2e-state';

// The back office against the real server with the demo data (DEMO_DATA=1): no MSW, a real database.
const state = readE2eState();
const origin = `http://127.0.0.1:${e2ePorts.customer}`;
const ADMIN = { username: 'demo-admin', password: state.customer.password };

test.describe.configure({ mode: 'serial' });

async function adminPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: origin, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await logIn(page, ADMIN.username, ADMIN.password, origin);
  return page;
}

/** The API as the admin, for checks a user cannot see on screen. */
async function apiToken(): Promise<string> {
  const login = await fetch(`${origin}/api/v1/auth/login/`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
    },
  });
  return ((await login.json()) as { token: string }).token;
}

async function apiGet<T>(path: string): Promise<T> {
  const answer = await fetch(`${origin}/api/v1${path}`, {
    headers: { authorization: `Token ${await apiToken()}` },
  });
  return (await answer.json()) as T;
}

const uniqueName = `Comune di Prova ${Date.now()}`;

async function fillCustomer(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('parchi@prova.example.it');
  await page.getByRole('textbox', { name: 'Address' }).fill('Piazza Grande 1');
  await page.getByRole('textbox', { name: 'City' }).fill('Zocca');
  await page.getByRole('textbox', { name: 'Province' }).fill('MO');
}

test.describe('back office: customers', () => {
  test('create through the form, find it by search and sort, open it, edit it', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    const errors = collectPageErrors(page);
    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page).toHaveTitle('Customers · Altalena');
    await page.getByRole('button', { name: 'New customer' }).click();
    await expect(page).toHaveURL(/\/customers\/create$/);
    await fillCustomer(page, uniqueName);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: uniqueName })).toBeVisible();
    await expect(page.getByText('Saved')).toBeVisible();

    // Listed, found by search, sorted by city; the URL keeps it across a reload.
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await page
      .getByRole('searchbox', { name: 'Search' })
      .or(page.getByRole('textbox', { name: 'Search' }))
      .fill('prova');
    await expect(page).toHaveURL(/search=prova/);
    await expect(page.getByRole('row', { name: new RegExp(uniqueName) })).toBeVisible();
    await page.getByRole('columnheader', { name: /City/ }).click();
    await expect(page).toHaveURL(/ordering=city/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('prova');
    await expect(page.getByRole('columnheader', { name: /City/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('row', { name: new RegExp(uniqueName) })).toBeVisible();

    // Detail, then edit.
    await page.getByRole('row', { name: new RegExp(uniqueName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: uniqueName })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'City' }).fill('Zocca Alta');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: uniqueName })).toBeVisible();
    await expect(page.getByText(/Zocca Alta/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the CSV export of the current filter is every matching row, as Excel reads it', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/customers?customer_type=municipality&ordering=name');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await new Response(
      (await download.createReadStream()) as unknown as ReadableStream,
    ).arrayBuffer();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    // The headers are in the language of the user's profile.
    const { language } = await apiGet<{ language: 'it' | 'en' }>('/users/me/');
    const nameHeader = language === 'it' ? 'Ragione sociale' : 'Name';
    const header = lines[0]!.split(';');
    expect(header).toContain(nameHeader);
    const nameAt = header.indexOf(nameHeader);
    const names = lines.slice(1).map((line) => line.split(';')[nameAt]);
    const { count, results } = await apiGet<{ count: number; results: { name: string }[] }>(
      '/customers/?customer_type=municipality&ordering=name&page_size=100',
    );
    expect(names).toHaveLength(count);
    expect(names).toEqual(results.map((customer) => customer.name));
  });

  test('a stale save shows the conflict and overwrites nothing', async ({ browser }) => {
    const { results } = await apiGet<{ results: { id: number }[] }>(
      `/customers/?search=${encodeURIComponent(uniqueName)}`,
    );
    const id = results[0]!.id;
    const first = await adminPage(browser);
    const second = await adminPage(browser);
    await first.goto(`/customers/edit/${id}`);
    await second.goto(`/customers/edit/${id}`);
    await expect(first.getByRole('textbox', { name: 'City' })).toHaveValue('Zocca Alta');
    await expect(second.getByRole('textbox', { name: 'City' })).toHaveValue('Zocca Alta');

    await second.getByRole('textbox', { name: 'Phone' }).fill('059 987 6543');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByRole('heading', { level: 1, name: uniqueName })).toBeVisible();

    await first.getByRole('textbox', { name: 'Phone' }).fill('051 111 2222');
    await first.getByRole('button', { name: 'Save' }).click();
    const dialog = first.getByRole('alertdialog', { name: 'Someone else changed this record' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Phone/ })).toContainText('059 987 6543');
    const stored = await apiGet<{ phone: string }>(`/customers/${id}/`);
    expect(stored.phone).toBe('059 987 6543');
    await dialog.getByRole('button', { name: 'Reload the saved version' }).click();
    await expect(first.getByRole('textbox', { name: 'Phone' })).toHaveValue('059 987 6543');
  });

  test('a customer with parks cannot be deleted: the reason, then archive instead', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    const { results } = await apiGet<{ results: { id: number; name: string }[] }>(
      '/customers/?search=Torino',
    );
    await page.goto(`/customers/${results[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: results[0]!.name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'It cannot be deleted' });
    await expect(refusal).toContainText('The customer has parks');
    await refusal.getByRole('button', { name: 'Archive instead' }).click();
    await expect(page.getByText('Archived').first()).toBeVisible();
    const stored = await apiGet<{ is_active: boolean }>(`/customers/${results[0]!.id}/`);
    expect(stored.is_active).toBe(false);
  });

  test('created with the keyboard alone', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/customers/create');
    const name = `Scuola da tastiera ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type(name);
    // Tab through the form: type select, switch, tax fields, contacts, address.
    const typeInto = async (label: string, text: string) => {
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLInputElement | null;
          return element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? '';
        });
        if (focused.startsWith(label)) {
          await page.keyboard.type(text);
          return;
        }
      }
      throw new Error(`no field ${label} reached by Tab`);
    };
    await typeInto('E-mail', 'scuola@tastiera.example.it');
    await typeInto('Address', 'Via dei Tasti 1');
    await typeInto('City', 'Modena');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('on a phone the list and the form never scroll sideways', async ({ browser }) => {
    const page = await adminPage(browser, { width: 390, height: 844 });
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await sideways()).toBe(false);
    await page.goto('/customers/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible();
    expect(await sideways()).toBe(false);
  });
});

test.describe('back office: roles', () => {
  test('a customer user gets the 404 page on every admin route; a visitor goes to the login', async ({
    browser,
  }) => {
    const adminRoutes = [
      '/customers',
      '/customers/1',
      '/customers/create',
      '/customers/edit/1',
      '/customers/contracts',
      '/customers/contracts/create',
      '/customers/contracts/edit/1',
      '/installers',
      '/installers/1',
      '/installers/create',
      '/installers/edit/1',
      '/installers/contracts',
      '/installers/contracts/create',
      '/installers/contracts/edit/1',
      '/quote-types',
      '/users/admins',
      '/users/customer',
    ];
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await logIn(page, state.customer.username, state.customer.password, origin);
    for (const path of adminRoutes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404' }), path).toBeVisible();
    }
    await page.goto('/selects');
    await expect(page.getByRole('heading', { level: 1, name: 'Selectable lists' })).toBeVisible();

    const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
    await visitor.goto('/parks?search=x');
    await expect(visitor).toHaveURL(/\/auth\/login\?next=%2Fparks%3Fsearch%3Dx$/);
  });
});
