import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { logIn } from './auth-helpers';
import { readE2eState } from './e2e-state';
import { allowPageErrors, test as base, expect as baseExpect, resourceError } from './fixtures';

/**
 * The steps every back-office screen shares, written once: the admin's session (one login per worker,
 * reused by every page), the API as the admin for what a screen does not show, and `walkEntity`, the
 * whole life of a record (create → listed → search and sort kept across a reload → detail → edit →
 * a stale save's conflict → delete refused with 409 and archive, or archive and delete) driven by a
 * short description of each entity's screen.
 */

const state = readE2eState();
/** This worker's server started with DEMO_DATA=1 (its demo logins share one password). */
export const origin = state.customerOrigin;
export const ADMIN = { username: 'demo-admin', password: state.customer.password };
/** The demo customer user of the suite. */
export const demoCustomer = state.customer;

/** A short token unique to this run, usable in codes (`[a-z0-9]`), names and searches. */
export const run = Date.now().toString(36);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Row = Record<string, unknown> & { id: number };

/** The API as the admin (one login, its token reused). */
export class AdminApi {
  private token: Promise<string> | undefined;

  private login(): Promise<string> {
    this.token ??= (async () => {
      const basic = Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64');
      const answer = await fetch(`${origin}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
      });
      expect(answer.status, 'the API login of the admin').toBe(200);
      return ((await answer.json()) as { token: string }).token;
    })();
    return this.token;
  }

  /** GET `/api/v1{path}`: its status and JSON body. */
  async request<T>(path: string): Promise<{ status: number; body: T }> {
    const answer = await fetch(`${origin}/api/v1${path}`, {
      headers: { authorization: `Token ${await this.login()}` },
    });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as T };
  }

  /** A write to `/api/v1{path}` with a JSON body and `If-Match` when a version is given. */
  async send<T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    version?: number,
  ): Promise<{ status: number; body: T }> {
    const answer = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Token ${await this.login()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as T };
  }

  async get<T>(path: string): Promise<T> {
    const { status, body } = await this.request<T>(path);
    expect(status, `GET ${path}`).toBe(200);
    return body;
  }

  /** The bytes of a GET `/api/v1{path}` (a file's content), failing on any status but 200. */
  async bytes(path: string): Promise<Buffer> {
    const answer = await fetch(`${origin}/api/v1${path}`, {
      headers: { authorization: `Token ${await this.login()}` },
    });
    expect(answer.status, `GET ${path}`).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  }

  /** The rows of a list query (`customers/?search=x`). */
  async list<T = Row>(path: string): Promise<T[]> {
    return (await this.get<{ results: T[] }>(`/${path}`)).results;
  }
}

/** What every back-office test gets: pages signed in as the admin, and the API. */
export interface Admin {
  /** A page in a new browser context signed in as the admin (the storage state of the one login). */
  open(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  api: AdminApi;
  /** Errors thrown in any of those pages. */
  pageErrors: string[];
}

export const test = base.extend<{ admin: Admin }, { adminState: StorageState; api: AdminApi }>({
  // One login through the login page per worker; every page reuses its storage state (the token in
  // localStorage), so that no test spends time on the login or hits its rate limit.
  adminState: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      await logIn(page, ADMIN.username, ADMIN.password, origin);
      const stored = await context.storageState();
      await context.close();
      await provide(stored);
    },
    { scope: 'worker' },
  ],
  api: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture without dependencies
    async ({}, provide) => provide(new AdminApi()),
    { scope: 'worker' },
  ],
  admin: async ({ browser, adminState, api }, provide) => {
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    await provide({
      api,
      pageErrors,
      open: async ({ viewport } = {}) => {
        const context = await newAdminContext(browser, adminState, viewport);
        contexts.push(context);
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        return page;
      },
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * Each page is a fresh browser context (no cache): its first screen downloads the app and checks the
 * session, which on a loaded machine takes longer than the suite's 5 s default.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

function newAdminContext(
  browser: Browser,
  storageState: StorageState,
  viewport?: { width: number; height: number },
) {
  return browser.newContext({ baseURL: origin, storageState, ...(viewport ? { viewport } : {}) });
}

// ---------------------------------------------------------------------------------------------
// Form controls, by their visible labels

/** Where a form's fields are: the page of a full-page form, or the dialog of a registry. */
export type Scope = Page | Locator;

const pageOf = (scope: Scope): Page => ('page' in scope ? scope.page() : scope);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text box (input or text area) labelled exactly `label`. */
export const textbox = (scope: Scope, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });

/** Fills the text boxes by label. */
export async function fillText(scope: Scope, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await textbox(scope, label).fill(value);
}

/** Picks `option` in the select (Radix) labelled `label` (its name is the label and the value). */
export async function pick(scope: Scope, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) }).click();
  await pageOf(scope).getByRole('option', { name: option, exact: true }).click();
}

/** The label around a react-aria checkbox or switch: its input is hidden under it, the label is clicked. */
const labelOf = (control: Locator) => control.locator('xpath=ancestor::label[1]');

/** Ticks the checkbox labelled `label`. */
export async function tick(scope: Scope, label: string) {
  const box = scope.getByRole('checkbox', { name: label, exact: true });
  await labelOf(box).click();
  await expect(box).toBeChecked();
}

/** Turns the switch labelled `label` on or off. */
export async function setSwitch(scope: Scope, label: string, on: boolean) {
  const control = scope.getByRole('switch', { name: label, exact: true });
  if ((await control.isChecked()) !== on) await labelOf(control).click();
  await expect(control).toBeChecked({ checked: on });
}

/** Types `text` in the async combo box labelled `label` (a foreign key) and picks `option`. */
export async function chooseReference(scope: Scope, label: string, text: string, option = text) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  await pageOf(scope).getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types an ISO date (`2026-11-23`) into the date field labelled `label`, segment by segment (the
 * component library shows dates in the Italian order whatever the UI language, and names its segments
 * in that locale).
 */
export async function typeDate(scope: Scope, label: string, iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const segments = scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton');
  for (const segment of await segments.all()) {
    const name = (await segment.getAttribute('aria-label')) ?? '';
    const value = /^(giorno|day)/i.test(name)
      ? day
      : /^(mese|month)/i.test(name)
        ? month
        : /^(anno|year)/i.test(name)
          ? year
          : null;
    if (value === null) throw new Error(`unknown date segment ${name}`);
    await segment.click();
    await pageOf(scope).keyboard.type(value);
  }
  await expect(scope.getByRole('group', { name: label, exact: true })).not.toHaveAttribute(
    'data-invalid',
    'true',
  );
}

/** The success toast saying `text`. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ has: page.getByText(text, { exact: true }) });

/** Today's date in Italy, ISO. */
export const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/** A valid Italian VAT number (partita IVA) built from ten digits and their check digit. */
export function partitaIva(tenDigits: string): string {
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    let digit = Number(tenDigits[index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${tenDigits}${(10 - (sum % 10)) % 10}`;
}

// ---------------------------------------------------------------------------------------------
// The description of an entity's screens

/** A record as the flow names it. */
export interface Named {
  id: number;
  /** What the screens call it: heading, confirmation, dialog title. */
  name: string;
}

/** A change made through the form, then checked on screen and through the API. */
export interface FormChange {
  apply: (form: Scope) => Promise<void>;
  /** The API field and the value it then holds. */
  field: string;
  value: unknown;
  /** A text the record's row (and detail) shows afterwards. */
  shown: string;
}

/** A text field changed through the form. */
export const textChange = (label: string, field: string, value: string): FormChange => ({
  apply: (form) => textbox(form, label).fill(value),
  field,
  value,
  shown: value,
});

export interface EntityFlow {
  /** The API collection, e.g. `customers` or `users/admins`. */
  api: string;
  list: {
    /** The list's path, with the query a tab needs (`/selects?list=material`). */
    path: string;
    /** Its heading, also the document title's first part. */
    title: string;
    /** The create action's label. */
    create: string;
  };
  /**
   * A full-page form (create at `{path}/create`, edit at `editPath`), with or without a detail
   * screen, or a dialog on the list (registries).
   */
  form:
    | {
        kind: 'page';
        createTitle: string;
        editPath: (id: number) => string;
        detailPath?: (id: number) => string;
      }
    | { kind: 'dialog'; createTitle: string; editTitle: (name: string) => string };
  /** The new record: its name, and what its form is filled with. */
  record: { name: string; fill: (form: Scope) => Promise<void> };
  /** A text that finds the new record alone (unique to the run). */
  search: string;
  /** A sortable column other than the default ordering, and its `ordering` value. */
  sort: { header: string; param: string };
  /** Texts the detail screen shows of the new record (entities with a detail screen). */
  detail?: string[];
  /** Checks of what only this entity has, right after the creation. */
  afterCreate?: (page: Page, api: AdminApi, record: Named) => Promise<void>;
  /** Checks of what the edit form shows of the stored record (e.g. a foreign key's name). */
  editForm?: (form: Scope) => Promise<void>;
  edit: FormChange;
  /** A text field two people change at once; its API field. */
  conflict: { label: string; field: string };
  /**
   * Archiving: when others depend on a record the server refuses its delete with a 409 that the
   * screen explains, and archives instead (`refused`, on a demo record found through the API); where
   * nothing ever depends on a record it is archived through its form, then deleted (`form`).
   */
  archive:
    | {
        kind: 'refused';
        inUse: (api: AdminApi) => Promise<Named>;
        reason: string;
        isArchived: (row: Row) => boolean;
      }
    | { kind: 'form'; change: FormChange };
}

// ---------------------------------------------------------------------------------------------
// The steps

/** The list's URL with more query parameters. */
function listUrl(flow: EntityFlow, query: Record<string, string> = {}): string {
  const url = new URL(flow.list.path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** The list's search box. */
export const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });

/** Expects the URL's query parameter `name` to be `value`. */
async function expectQuery(page: Page, name: string, value: string) {
  await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(value);
}

/** The row with a cell that shows exactly `text`. */
const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

/** Opens a list and waits for its heading and document title. */
export async function openList(page: Page, flow: EntityFlow, query: Record<string, string> = {}) {
  await page.goto(listUrl(flow, query));
  await expect(page.getByRole('heading', { level: 1, name: flow.list.title })).toBeVisible();
  await expect(page).toHaveTitle(`${flow.list.title} · Altalena`);
}

/** The dialog of a registry's form. */
const formDialog = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title, exact: true });

/**
 * Opens the record's form for editing, by its address (full page) or from its row in the searched
 * list (dialog); returns where its fields are.
 */
async function openEditForm(page: Page, flow: EntityFlow, record: Named): Promise<Scope> {
  if (flow.form.kind === 'page') {
    await page.goto(flow.form.editPath(record.id));
    await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
    return page;
  }
  await openList(page, flow, { search: record.name });
  await rowOf(page, record.name).click();
  const dialog = formDialog(page, flow.form.editTitle(record.name));
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Where the record's delete action is: its detail screen, its full-page form, or its dialog. */
async function openForDelete(page: Page, flow: EntityFlow, record: Named): Promise<Scope> {
  if (flow.form.kind === 'page' && flow.form.detailPath) {
    await page.goto(flow.form.detailPath(record.id));
    await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
    return page;
  }
  return openEditForm(page, flow, record);
}

/** Saves the form (`Save` or `Create`) and waits until the screen has moved on. */
async function save(form: Scope, flow: EntityFlow, button: 'Save' | 'Create' = 'Save') {
  const page = pageOf(form);
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, 'Saved').first()).toBeVisible();
  if (flow.form.kind === 'dialog') await expect(form as Locator).toBeHidden();
  else await expect(page).not.toHaveURL(/\/(create|edit\/\d+)(\?|$)/);
}

/** Asks to delete and confirms; returns the confirmation's page. */
async function deleteAndConfirm(form: Scope, name: string) {
  const page = pageOf(form);
  await form.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  return page;
}

/** The record of the flow found through the API by its search (exactly one). */
async function findCreated(api: AdminApi, flow: EntityFlow): Promise<Named> {
  const rows = await api.list(`${flow.api}/?search=${encodeURIComponent(flow.search)}`);
  expect(rows, `${flow.api} matching ${flow.search}`).toHaveLength(1);
  return { id: rows[0]!.id, name: flow.record.name };
}

/**
 * A second person (another browser context) saves the record first; the first person's stale save
 * opens the conflict dialog, which shows the other version, and the server keeps the first save.
 */
export async function staleSaveConflict(
  admin: Admin,
  flow: EntityFlow,
  record: Named,
  first: Page,
) {
  const { label, field } = flow.conflict;
  // The walk's own page reads first; a second browser context (another office worker) saves first.
  const second = await admin.open();
  const [mine, theirs] = [`Stale ${run}`, `Saved first ${run}`];
  const firstForm = await openEditForm(first, flow, record);
  const secondForm = await openEditForm(second, flow, record);
  await textbox(secondForm, label).fill(theirs);
  await save(secondForm, flow);

  await textbox(firstForm, label).fill(mine);
  await firstForm.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = first.getByRole('alertdialog', { name: 'Someone else changed this record' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await expect(row).toContainText(mine);
  await expect(row).toContainText(theirs);
  const stored = await admin.api.get<Row>(`/${flow.api}/${record.id}/`);
  expect(stored[field], 'the stale save overwrote nothing').toBe(theirs);

  await dialog.getByRole('button', { name: 'Reload the saved version' }).click();
  await expect(dialog).toBeHidden();
  await expect(textbox(firstForm, label)).toHaveValue(theirs);
  await second.context().close();
}

/**
 * The whole life of a record of one back-office entity, one `test.step` per stage: created through
 * its form, listed, found by search and sorted (the URL keeps both across a reload), its detail
 * (where it has one), edited, a stale save's conflict, then archiving — a 409 on deleting a record
 * others depend on, archived instead, or archived through its form — and finally the new record
 * deleted (nothing depends on it).
 */
export async function walkEntity(admin: Admin, flow: EntityFlow) {
  const { api } = admin;
  const page = await admin.open();
  let record!: Named;

  await test.step('create through the form', async () => {
    await openList(page, flow);
    await page.getByRole('button', { name: flow.list.create, exact: true }).click();
    let form: Scope = page;
    if (flow.form.kind === 'page') {
      await expect(page).toHaveURL(/\/create(\?|$)/);
      await expect(
        page.getByRole('heading', { level: 1, name: flow.form.createTitle }),
      ).toBeVisible();
    } else {
      form = formDialog(page, flow.form.createTitle);
      await expect(form).toBeVisible();
    }
    await flow.record.fill(form);
    await save(form, flow, 'Create');
    record = await findCreated(api, flow);
    if (flow.form.kind === 'page' && flow.form.detailPath) {
      await expect(page).toHaveURL(flow.form.detailPath(record.id));
      await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
    }
    await flow.afterCreate?.(page, api, record);
  });

  await test.step('listed, searched and sorted; the URL keeps both across a reload', async () => {
    await openList(page, flow);
    await searchBox(page).fill(flow.search);
    await expectQuery(page, 'search', flow.search);
    await expect(rowOf(page, record.name)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^1 record$/ })).toBeVisible();
    const header = page.getByRole('columnheader', { name: flow.sort.header, exact: true });
    await header.click();
    await expectQuery(page, 'ordering', flow.sort.param);
    // After the reload the list asks the server for the same search and ordering.
    const listed = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === `/api/v1/${flow.api}/` &&
        url.searchParams.get('search') === flow.search &&
        url.searchParams.get('ordering') === flow.sort.param
      );
    });
    await page.reload();
    expect((await listed).status()).toBe(200);
    await expect(searchBox(page)).toHaveValue(flow.search);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowOf(page, record.name)).toBeVisible();
  });

  await test.step(flow.detail ? 'detail, then edit' : 'edit from the list', async () => {
    await rowOf(page, record.name).click();
    let form: Scope = page;
    if (flow.form.kind === 'page') {
      if (flow.form.detailPath) {
        await expect(page).toHaveURL(flow.form.detailPath(record.id));
        await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
        await expect(page).toHaveTitle(`${record.name} · Altalena`);
        for (const text of flow.detail ?? [])
          await expect(page.getByText(text).first()).toBeVisible();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
      }
      await expect(page).toHaveURL(flow.form.editPath(record.id));
      await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
    } else {
      form = formDialog(page, flow.form.editTitle(record.name));
      await expect(form).toBeVisible();
    }
    await flow.editForm?.(form);
    await flow.edit.apply(form);
    await save(form, flow);
    if (flow.form.kind === 'page' && flow.form.detailPath)
      await expect(page.getByText(flow.edit.shown).first()).toBeVisible();
    const stored = await api.get<Row>(`/${flow.api}/${record.id}/`);
    expect(stored[flow.edit.field]).toEqual(flow.edit.value);
    await openList(page, flow, { search: flow.search });
    await expect(rowOf(page, record.name)).toContainText(flow.edit.shown);
  });

  await test.step('a stale save shows the conflict and overwrites nothing', async () => {
    // The browser notes the refused stale save (412) as it notes every failed request.
    allowPageErrors(resourceError(412));
    await staleSaveConflict(admin, flow, record, page);
  });

  const { archive } = flow;
  if (archive.kind === 'refused') {
    await test.step('delete refused with 409 where others depend on it; archive instead', async () => {
      allowPageErrors(resourceError(409));
      const inUse = await archive.inUse(api);
      const form = await openForDelete(page, flow, inUse);
      const refused = page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          new URL(response.url()).pathname === `/api/v1/${flow.api}/${inUse.id}/`,
      );
      await deleteAndConfirm(form, inUse.name);
      expect((await refused).status()).toBe(409);
      const refusal = page.getByRole('alertdialog', { name: 'It cannot be deleted' });
      await expect(refusal).toContainText(archive.reason);
      await refusal.getByRole('button', { name: 'Archive instead' }).click();
      await expect(toast(page, 'Archived')).toBeVisible();
      await expect(refusal).toBeHidden();
      const stored = await api.get<Row>(`/${flow.api}/${inUse.id}/`);
      expect(archive.isArchived(stored), 'archived').toBe(true);
    });
  } else {
    await test.step('archived through its form', async () => {
      const form = await openEditForm(page, flow, record);
      await archive.change.apply(form);
      await save(form, flow);
      const stored = await api.get<Row>(`/${flow.api}/${record.id}/`);
      expect(stored[archive.change.field]).toEqual(archive.change.value);
      await openList(page, flow, { search: flow.search });
      await expect(rowOf(page, record.name)).toContainText(archive.change.shown);
    });
  }

  await test.step('the new record, which nothing depends on, is deleted', async () => {
    const form = await openForDelete(page, flow, record);
    await deleteAndConfirm(form, record.name);
    await expect(toast(page, 'Deleted')).toBeVisible();
    if (flow.form.kind === 'dialog') await expect(form as Locator).toBeHidden();
    else
      await expect(page).toHaveURL(
        new RegExp(`${escapeRegExp(new URL(flow.list.path, origin).pathname)}(\\?|$)`),
      );
    expect((await api.request(`/${flow.api}/${record.id}/`)).status).toBe(404);
    await openList(page, flow, { search: flow.search });
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
  });

  expect(admin.pageErrors, 'errors thrown by the pages').toEqual([]);
}

/** A real JPEG drawn by the browser. */
export async function jpegFrom(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'rgb(200, 40, 40)';
    context.fillRect(0, 0, 96, 64);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** The customer of the demo customer user. */
export async function demoCustomerId(api: AdminApi): Promise<number> {
  const [login] = await api.list<{ customer_id: number }>(
    `users/customers/?search=${demoCustomer.username}`,
  );
  return login!.customer_id;
}

/** Logs in to the API as the demo customer user; returns its token. */
export async function customerToken(): Promise<string> {
  const basic = Buffer.from(`${demoCustomer.username}:${demoCustomer.password}`).toString('base64');
  const answer = await fetch(`${origin}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Re-checks every finding carried forward from the park's previous inspection as still open: completing
 * needs each of them checked again.
 */
export async function recheckCarried(page: Page) {
  const rechecks = page.getByRole('radiogroup', { name: 'Still there?' });
  const count = await rechecks.count();
  for (let index = 0; index < count; index += 1) {
    const group = rechecks.nth(index);
    await group.getByText('Open', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'Open', exact: true })).toBeChecked();
  }
}
