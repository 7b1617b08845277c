import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logIn, outboxNames } from './auth-helpers';
import {
  demoCustomer,
  demoCustomerId,
  expect,
  origin,
  test,
  type AdminApi,
} from './backoffice-helpers';
import { readE2eState } from './e2e-state';

// The office's morning and the customer's portal against the real server with the demo data: a quote
// built from an inspection's findings, sent by mail with its PDF, accepted by the customer from the
// dashboard; and the map of every demo park with the tiles off.

const { customerDataDir } = readE2eState();

interface Inspection {
  id: number;
  number: string;
  park_id: number;
}
interface Finding {
  id: number;
  description: string;
}
interface Quote {
  number: string;
  status: string;
  gross_cents: number;
  lines: { description: string }[];
}

/** A signed inspection of `customerId` with open findings and no quote yet, with those findings. */
async function inspectionToQuote(api: AdminApi, customerId: number) {
  const inspections = await api.list<Inspection>(
    `inspections/?customer_id=${customerId}&status=signed&quote_status=none&page_size=100`,
  );
  for (const inspection of inspections) {
    const findings = await api.list<Finding>(
      `findings/?inspection_id=${inspection.id}&status=open&page_size=100`,
    );
    if (findings.length > 0) return { ...inspection, findings };
  }
  throw new Error(`no signed inspection of customer ${customerId} with open findings and no quote`);
}

/** The count on a dashboard figure (`quotes-waiting`, `overdue`…). */
async function figure(page: Page, id: string): Promise<number> {
  const value = page.locator(`[data-figure="${id}"] > span`).first();
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** The mails of the outbox not in `before`, each as its raw RFC 822 text. */
function newMails(before: ReadonlySet<string>): string[] {
  const outbox = path.join(customerDataDir, 'outbox');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && !before.has(name))
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'));
}

/** The first PDF attached to a raw mail, decoded. */
function attachedPdf(raw: string): Buffer | undefined {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  return part ? Buffer.from(part[1]!.replace(/\s/g, ''), 'base64') : undefined;
}

test.describe('quotes and dashboards', () => {
  test('the office quotes an inspection’s findings and sends it; the customer accepts it from the dashboard', async ({
    admin,
    browser,
  }) => {
    test.setTimeout(120_000);
    const customerId = await demoCustomerId(admin.api);
    const inspection = await inspectionToQuote(admin.api, customerId);
    const users = await admin.api.list<{ email: string; is_active: boolean }>(
      `users/customers/?customer_id=${customerId}&page_size=100`,
    );
    const recipients = users.filter((user) => user.is_active).map((user) => user.email);
    const page = await admin.open();

    await page.goto('/dashboard/admin');
    const waitingBefore = await figure(page, 'quotes-waiting');

    // From the inspection: one line is proposed for each open finding; the office prices them.
    await page.goto(`/inspections/${inspection.id}`);
    await page.getByRole('button', { name: 'Create quote' }).click();
    await expect(page).toHaveURL(`/quotes/create/${inspection.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
    const prices = page.getByRole('textbox', { name: /^Unit price/ });
    await expect(prices).toHaveCount(inspection.findings.length);
    for (const description of inspection.findings.map((finding) => finding.description)) {
      await expect(page.getByRole('textbox', { name: /^Description/ }).first()).toBeVisible();
      expect(
        await page
          .getByRole('textbox', { name: /^Description/ })
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toContain(description);
    }
    for (let index = 0; index < inspection.findings.length; index += 1) {
      await prices.nth(index).fill('120,50');
      await prices.nth(index).blur();
    }
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(`/quotes/${inspection.id}`);
    const draft = await admin.api.get<Quote>(`/inspections/${inspection.id}/quote/`);
    expect(draft.status).toBe('draft');
    expect(draft.lines).toHaveLength(inspection.findings.length);
    // 120,50 € a line at the quote type's 22% VAT, as the screen showed it.
    expect(draft.gross_cents).toBe(Math.round(12050 * inspection.findings.length * 1.22));
    await expect(
      page.getByRole('heading', { level: 1, name: `Quote ${draft.number}` }),
    ).toBeVisible();

    // Sent behind a confirmation: every user of the customer gets a mail with the PDF.
    const before = outboxNames(customerDataDir);
    await page.getByRole('button', { name: 'Send to the customer' }).click();
    await page
      .getByRole('alertdialog', { name: `Send quote ${draft.number}?` })
      .getByRole('button', { name: 'Send to the customer' })
      .click();
    await expect(page.getByText('Sent: waiting for the customer’s answer.')).toBeVisible();
    const mails = newMails(before).filter((raw) => raw.includes(draft.number));
    expect(mails.map((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim()).sort()).toEqual(
      [...recipients].sort(),
    );
    const pdf = attachedPdf(mails[0]!);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text.replace(/\s+/g, ' ')).toContain(draft.number);

    await page.goto('/dashboard/admin');
    expect(await figure(page, 'quotes-waiting')).toBe(waitingBefore + 1);

    // The customer sees it among the quotes to answer on their dashboard, opens it and accepts.
    const context = await browser.newContext({ baseURL: origin });
    const portal = await context.newPage();
    await logIn(portal, demoCustomer.username, demoCustomer.password, origin);
    const toAnswer = portal.getByRole('region', { name: 'Quotes to answer' });
    await toAnswer.getByRole('link', { name: new RegExp(draft.number) }).click();
    await expect(portal).toHaveURL(`/quotes/${inspection.id}`);
    await portal.getByRole('button', { name: 'Accept', exact: true }).click();
    await portal
      .getByRole('alertdialog', { name: `Accept quote ${draft.number}?` })
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await expect(portal.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await context.close();
    expect((await admin.api.get<Quote>(`/inspections/${inspection.id}/quote/`)).status).toBe(
      'accepted',
    );

    // The office's figure follows.
    await page.reload();
    expect(await figure(page, 'quotes-waiting')).toBe(waitingBefore);
    expect(admin.pageErrors).toEqual([]);
  });

  test('the admin’s map shows a marker for every demo park, with the tiles off', async ({
    admin,
  }) => {
    const parks = await admin.api.list<{ name: string; status: string }>(
      'parks/?page_size=100&status=open',
    );
    const others = await admin.api.list<{ name: string; status: string }>(
      'parks/?page_size=100&status=partially_closed',
    );
    const closed = await admin.api.list<{ name: string; status: string }>(
      'parks/?page_size=100&status=closed',
    );
    const names = [...parks, ...others, ...closed].map((park) => park.name);
    expect(names.length).toBeGreaterThan(10);
    const page = await admin.open();
    await page.goto('/dashboard/admin');
    const map = page.getByRole('region', { name: 'Map of the parks' });
    await expect(map).toHaveAttribute('data-markers', String(names.length));
    // A marker stands alone or in a cluster showing its count, whose title names its first ten parks and says
    // how many more it holds.
    await expect(map.locator('.leaflet-marker-icon').first()).toBeAttached();
    const icons = await map.locator('.leaflet-marker-icon').evaluateAll((elements) =>
      elements.map((icon) => ({
        title: icon.getAttribute('title') ?? '',
        text: icon.textContent ?? '',
      })),
    );
    const count = (icon: { text: string }) => Number(icon.text.trim() || '1');
    expect(icons.reduce((sum, icon) => sum + count(icon), 0)).toBe(names.length);
    const titles = icons.map((icon) => icon.title).join('\n');
    const unnamed = names.filter((name) => !titles.includes(name));
    const more = [...titles.matchAll(/, and (\d+) more$/gm)].map((match) => Number(match[1]));
    expect(unnamed.length).toBe(more.reduce((sum, n) => sum + n, 0));
    // No tile was asked for: nothing is loaded from outside the server.
    expect(await map.locator('.leaflet-tile').count()).toBe(0);
    expect(admin.pageErrors).toEqual([]);
  });
});
