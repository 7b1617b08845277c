import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppScreenProps } from './AppScreen';
import { API_WAIT, expectHeading, expectNoSidewaysScroll } from './scaffoldStates';
import { changedMeanwhile, phone, refuse, screenParameters } from './screenStories';

type Story = StoryObj<AppScreenProps>;
type Scope = ReturnType<typeof within>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A screen of the app: its URL and its level-1 heading (in Italian). */
export interface ScreenAt {
  path: string;
  heading: string;
}

/** A text field of the stored record that the story edits. */
export interface FieldChange {
  /** Its key in the record (the edit state checks that the field holds the record's value). */
  key: string;
  /** Its accessible name. */
  label: string | RegExp;
  /** What the user types at its end. */
  append: string;
}

/** What someone else saved meanwhile (a text field): the 412 dialog shows it under its label. */
export interface TheirChange {
  key: string;
  /** Its label in the conflict dialog. */
  label: string;
  value: string;
}

/** Why the server refuses to delete the record (409), and how the screen says it in Italian. */
export interface DeleteRefusal {
  /** The API's error key, e.g. `customer_has_parks`. */
  detail: string;
  /** Its text in the refusal dialog. */
  reason: string;
}

/** A stored record behind a form: its fixture and its API path. */
interface StoredRecord {
  /** The record's API path, e.g. `/customers/1/`. */
  apiPath: string;
  /** The record as the mock API holds it (a fixture). */
  item: { version: number } & Record<string, unknown>;
  change: FieldChange;
  theirs: TheirChange;
}

/** Required fields of an empty form say so: at least `count` of them. */
async function expectRequired(scope: Scope, count: number) {
  await waitFor(
    () => expect(scope.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(count),
    API_WAIT,
  );
}

/** A toast (role status) says `text`. */
async function expectToast(canvasElement: HTMLElement, text: string) {
  await waitFor(
    () =>
      expect(
        body(canvasElement)
          .getAllByRole('status')
          .some((toast) => toast.textContent?.includes(text)),
      ).toBe(true),
    API_WAIT,
  );
}

/**
 * The 412 cycle, wherever the form is (`form` finds it): the user edits a field and saves; the save
 * overwrites nothing and the dialog shows only what the other person changed; keeping my edits puts
 * them on top of the other version, and the next save goes through.
 */
async function resolveConflict(
  canvasElement: HTMLElement,
  form: () => Scope,
  { change, theirs }: StoredRecord,
) {
  const page = body(canvasElement);
  const field = () => form().getByRole('textbox', { name: change.label });
  const mine = `${(field() as HTMLInputElement).value}${change.append}`;
  await userEvent.type(field(), change.append);
  await userEvent.click(form().getByRole('button', { name: 'Salva' }));
  const dialog = await page.findByRole(
    'alertdialog',
    { name: 'Qualcun altro ha modificato questo record' },
    API_WAIT,
  );
  const changed = within(dialog).getAllByRole('rowheader');
  await expect(changed.map((header) => header.textContent)).toEqual([theirs.label]);
  await expect(changed[0]?.parentElement).toHaveTextContent(theirs.value);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mantieni le mie modifiche' }));
  await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument(), API_WAIT);
  await expect(field()).toHaveValue(mine);
  await expect(form().getByDisplayValue(theirs.value)).toBeInTheDocument();
  await userEvent.click(form().getByRole('button', { name: 'Salva' }));
  await expectToast(canvasElement, 'Salvato');
}

/**
 * The 409 cycle, wherever the delete button is (`scope` finds it): the confirmed delete is refused,
 * the dialog says why and offers to archive instead, and archiving goes through.
 */
async function refuseThenArchive(
  canvasElement: HTMLElement,
  scope: () => Scope,
  refusal: DeleteRefusal,
) {
  const page = body(canvasElement);
  await userEvent.click(scope().getByRole('button', { name: 'Elimina' }));
  const confirm = await page.findByRole('alertdialog', { name: /^Eliminare/ }, API_WAIT);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
  const refused = await page.findByRole('alertdialog', { name: 'Non si può eliminare' }, API_WAIT);
  await waitFor(() => expect(refused).toHaveTextContent(refusal.reason), API_WAIT);
  await userEvent.click(within(refused).getByRole('button', { name: 'Archivia invece' }));
  await expectToast(canvasElement, 'Archiviato');
  await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument(), API_WAIT);
}

/**
 * A screen with a delete button (a detail page or a full-page form), when the server refuses the
 * delete (409): the refusal explains itself and archiving instead goes through.
 */
export function deleteRefusedState(screen: ScreenAt & { apiPath: string; refusal: DeleteRefusal }) {
  return {
    args: { path: screen.path },
    parameters: screenParameters({
      handlers: [refuse(screen.apiPath, 409, screen.refusal.detail, 'delete')],
    }),
    play: async ({ canvasElement }) => {
      await expectHeading(canvasElement, screen.heading);
      await refuseThenArchive(canvasElement, () => body(canvasElement), screen.refusal);
    },
  } satisfies Story;
}

/** What the states of a full-page form need to know. */
export interface FormScreen extends StoredRecord {
  /** The create screen, and how many required fields its empty save flags at least. */
  create: ScreenAt & { required: number };
  /** The edit screen of the stored record, with its heading in English too. */
  edit: ScreenAt & { headingEn: string };
}

/**
 * The states of a full-page form (docs/web.md#storybook), written once: the stored record (Italian, English,
 * dark, phone), validation errors of an empty new record, and a stale save (412). Where its delete is
 * refused (409), see {@link deleteRefusedState}.
 */
export function formScreenStates(screen: FormScreen) {
  const edit = {
    args: { path: screen.edit.path },
    parameters: screenParameters(),
    play: async ({ canvasElement }) => {
      await expectHeading(canvasElement, screen.edit.heading);
      await expect(
        body(canvasElement).getByRole('textbox', { name: screen.change.label }),
      ).toHaveValue(String(screen.item[screen.change.key]));
    },
  } satisfies Story;
  return {
    edit,
    english: {
      ...edit,
      parameters: screenParameters(),
      globals: { locale: 'en' },
      play: async ({ canvasElement }) => expectHeading(canvasElement, screen.edit.headingEn),
    } satisfies Story,
    dark: {
      ...edit,
      parameters: screenParameters(),
      globals: { theme: 'dark' },
      play: async (context) => {
        await edit.play(context);
        await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'), API_WAIT);
      },
    } satisfies Story,
    /** One column on a phone, and nothing scrolls sideways. */
    phone: {
      ...edit,
      parameters: screenParameters(),
      globals: phone,
      play: async (context) => {
        await edit.play(context);
        await expectNoSidewaysScroll(context.canvasElement);
      },
    } satisfies Story,
    /** A new record saved empty, on a full page without the app shell: each required field says so. */
    validationErrors: {
      args: { path: screen.create.path },
      parameters: screenParameters(),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.create.heading);
        const page = body(canvasElement);
        await expect(
          page.queryByRole('navigation', { name: 'Navigazione principale' }),
        ).not.toBeInTheDocument();
        await userEvent.click(page.getByRole('button', { name: 'Crea' }));
        await expectRequired(page, screen.create.required);
      },
    } satisfies Story,
    /** Someone else saved the record meanwhile: see {@link resolveConflict}. */
    conflict: {
      args: { path: screen.edit.path },
      parameters: screenParameters({
        handlers: changedMeanwhile(screen.apiPath, screen.item, {
          [screen.theirs.key]: screen.theirs.value,
        }),
      }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.edit.heading);
        await resolveConflict(canvasElement, () => body(canvasElement), screen);
      },
    } satisfies Story,
  };
}

/** What the states of a registry that creates and edits in a dialog need to know. */
export interface DialogFormScreen extends StoredRecord, ScreenAt {
  /** The create button, also the create dialog's title. */
  create: string;
  /** How many required fields an empty save flags at least. */
  required: number;
  /** The stored record's row: a text in it, and the title of its dialog. */
  row: { text: string; dialog: string };
}

/** Opens the stored record's row in its dialog; gives a query scoped to that dialog. */
async function openRow(canvasElement: HTMLElement, screen: DialogFormScreen) {
  await expectHeading(canvasElement, screen.heading);
  const page = body(canvasElement);
  await userEvent.click(await page.findByText(screen.row.text, {}, API_WAIT));
  await page.findByRole('dialog', { name: screen.row.dialog }, API_WAIT);
  return () => within(page.getByRole('dialog', { name: screen.row.dialog }));
}

/**
 * The form states of a registry with its create and edit dialog (docs/web.md#storybook), written once:
 * validation errors of an empty new record and a stale save (412).
 */
export function dialogFormStates(screen: DialogFormScreen) {
  return {
    /** The create dialog saved empty: each required field says so. */
    validationErrors: {
      args: { path: screen.path },
      parameters: screenParameters(),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading);
        const page = body(canvasElement);
        await userEvent.click(await page.findByRole('button', { name: screen.create }, API_WAIT));
        const dialog = within(await page.findByRole('dialog', { name: screen.create }, API_WAIT));
        await userEvent.click(dialog.getByRole('button', { name: 'Crea' }));
        await expectRequired(dialog, screen.required);
      },
    } satisfies Story,
    /** Someone else saved the row meanwhile (the dialog edits the row the list read). */
    conflict: {
      args: { path: screen.path },
      parameters: screenParameters({
        handlers: changedMeanwhile(
          screen.apiPath,
          screen.item,
          { [screen.theirs.key]: screen.theirs.value },
          { staleReads: 0 },
        ),
      }),
      play: async ({ canvasElement }) => {
        await resolveConflict(canvasElement, await openRow(canvasElement, screen), screen);
        await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), API_WAIT);
      },
    } satisfies Story,
  };
}

/**
 * A registry row others depend on, deleted from its dialog (409): see {@link refuseThenArchive}; the
 * dialog closes. Only for the registries whose deletes the API refuses.
 */
export function dialogDeleteRefusedState(screen: DialogFormScreen & { refusal: DeleteRefusal }) {
  return {
    args: { path: screen.path },
    parameters: screenParameters({
      handlers: [refuse(screen.apiPath, 409, screen.refusal.detail, 'delete')],
    }),
    play: async ({ canvasElement }) => {
      await refuseThenArchive(canvasElement, await openRow(canvasElement, screen), screen.refusal);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), API_WAIT);
    },
  } satisfies Story;
}
