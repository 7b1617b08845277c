import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { e2ePorts, portalOrigin, readE2eState, repoRoot } from './e2e-state';
import { serveStatic } from '../testing/staticServer';
import { allowPageErrors, expect, resourceError, test } from './fixtures';

// The example portal another team builds on the published packages (scripts/portal.mjs packs, installs,
// type-checks and builds it), served from its own origin and calling the demo server's API across origins.
const dist = path.join(repoRoot, 'examples/portal/dist');
const apiBaseUrl = `${readE2eState().customerOrigin}/api/v1`;
let server: Server;
/**
 * The portal's CSP: the web app's own style rules (no 'unsafe-inline', only the hashes of the few
 * inline styles react-aria and Radix's Select write with fixed text), read from the demo server. The
 * fixture fails the test on any violation, such as the inline <style> of Radix's scroll lock that the
 * original react-remove-scroll-bar injects when a Dialog or Select opens.
 */
async function portalCsp(): Promise<string> {
  const appCsp = (await fetch(`http://127.0.0.1:${e2ePorts.customer}/`)).headers.get(
    'content-security-policy',
  );
  const styleSrc = appCsp?.split(';').find((part) => part.trim().startsWith('style-src'));
  expect(styleSrc).toBeTruthy();
  expect(styleSrc).not.toContain('unsafe-inline');
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleSrc!.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${new URL(apiBaseUrl).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

test.beforeAll(async () => {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} is missing: run \`node scripts/portal.mjs\` first.`);
  // The deployment's own configuration says where its API answers.
  server = await serveStatic(dist, {
    port: e2ePorts.portal,
    routes: { '/config.json': { apiBaseUrl } },
    spaFallback: true,
    headers: { 'content-security-policy': await portalCsp() },
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a portal on another origin signs in, lists, filters and creates customers with the packages, in Italian', async ({
  page,
}) => {
  const { customer } = readE2eState();
  // The only error the browser may log is the refused wrong password.
  allowPageErrors(resourceError(401));
  await page.goto(portalOrigin);

  // Sign-in through the auth machine: a wrong password is refused with the catalog's Italian text.
  await page.getByRole('textbox', { name: 'Nome utente' }).fill('demo-admin');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Credenziali di accesso non valide')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill(customer.password);
  await page.getByRole('button', { name: 'Accedi' }).click();

  // The themed table of customers, read with the api-client's query options across origins.
  await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clienti' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const all = await table.getByRole('row').count();
  expect(all).toBeGreaterThan(2);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // The Select filters by type: only schools remain.
  await page.getByRole('combobox', { name: /Tipo cliente/ }).click();
  await page.getByRole('option', { name: 'Scuola' }).click();
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(
    rows.filter({ hasNot: page.getByRole('cell', { name: 'Scuola', exact: true }) }),
  ).toHaveCount(0);
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThan(all - 1);

  // The dialog's form: the contract schema refuses an empty name and a bad e-mail in Italian.
  await page.getByRole('button', { name: 'Nuovo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo cliente' });
  await expect(dialog).toBeVisible();
  // The page behind stays still: the scroll lock holds without an inline style.
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', '1');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('non-una-email');
  await dialog.getByRole('button', { name: 'Crea cliente' }).click();
  await expect(dialog.getByText('Campo obbligatorio').first()).toBeVisible();
  await expect(dialog.getByText('Inserisci un indirizzo email valido')).toBeVisible();

  // Filled in, it is created on the server and the table shows it.
  const name = `Scuola Portale ${Date.now()}`;
  await dialog.getByRole('textbox', { name: /Ragione sociale/ }).fill(name);
  await dialog.getByRole('combobox', { name: /Tipo cliente/ }).click();
  await page.getByRole('option', { name: 'Scuola' }).click();
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('segreteria@scuola-portale.it');
  await dialog.getByRole('textbox', { name: /Indirizzo/ }).fill('Via Roma 1');
  await dialog.getByRole('textbox', { name: /Comune/ }).fill('Bologna');
  await dialog.getByRole('button', { name: 'Crea cliente' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Cliente «${name}» creato`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Signing out returns to the login.
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi al portale' })).toBeVisible();
});
