import type { AuthState } from '@altalena/auth';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAuth } from './withAuth';
import { withMemoryRouter } from './withMemoryRouter';

/** The URL of an API path, as the app's client calls it. */
export const api = (path: string) => `/api/v1${path}`;

/** An answer of `path` with `status` and, for errors, the API's `{detail, error_list}` body. */
export function answer(
  path: string,
  status: number,
  body?: unknown,
  method: 'post' | 'get' = 'post',
) {
  return http[method](api(path), () =>
    status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json(body ?? { detail: 'error', error_list: [] }, { status }),
  );
}

/** An error answer with its `detail` key. */
export const failing = (path: string, status: number, detail: string) =>
  answer(path, status, { detail, error_list: [] });

/**
 * `path` held back as the server holds a username after failed logins: 429 `too_many_requests` with
 * `Retry-After: seconds`; `seen.count` counts the requests it answered (a story asserts that an attempt
 * during the wait sends none).
 */
export function heldBack(path: string, seconds: number) {
  const seen = { count: 0 };
  const handler = http.post(api(path), () => {
    seen.count += 1;
    return HttpResponse.json(
      { detail: 'too_many_requests', error_list: [] },
      { status: 429, headers: { 'Retry-After': String(seconds) } },
    );
  });
  return { handler, seen };
}

/** A request that never gets an answer: the submitting state. */
export const pending = (path: string) =>
  http.post(api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A request the network drops. */
export const networkError = (path: string) => http.post(api(path), () => HttpResponse.error());

/** A successful login answer. */
export const loginOk = () =>
  answer('/auth/login/', 200, {
    token: 'a'.repeat(64),
    expiry: new Date(Date.now() + 10 * 3_600_000).toISOString(),
  });

/** Args every auth story shares. */
export const authArgs = () => ({
  locale: 'it' as const,
  colorMode: 'light' as const,
  onLocaleChange: fn(),
  onColorModeChange: fn(),
  onAuthenticated: fn(),
});

/**
 * A11y parameters of the auth stories, whose submit buttons turn pending while a call runs:
 * react-aria announces the wait through a visually hidden `<div role="img" aria-labelledby="<button
 * id>">` appended to `<body>`, outside the story, and left there; axe's role-img-alt does not resolve
 * that label in the story run although the button exists and has a name (the same exception as the
 * forms package's Submitting story). Not fixable here; every other axe rule stays on.
 */
export const pendingA11y = {
  a11y: { config: { rules: [{ id: 'role-img-alt', enabled: false }] } },
};

/** One entry of an API answer's `error_list`. */
interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Story parameters: `path` answers 400 `invalid_password` with one field's error in its `error_list`. */
const invalidPassword = (path: string, error: FieldError) => ({
  msw: { handlers: [answer(path, 400, { detail: 'invalid_password', error_list: [error] })] },
});

/** The `<input>` of the story labelled `label`. */
export const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

/** The danger alert of the flow shows `text`. */
export async function expectAlert(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
}

/**
 * After a 429 of `held`: the alert keeps the unknown error's `text` and says when to try again (`wait`); a
 * second `submit` during the wait shows the line again (`again`: the wait left by then) without a request.
 */
export async function expectHeldBack(
  canvasElement: HTMLElement,
  held: ReturnType<typeof heldBack>,
  submit: () => Promise<void>,
  { text, wait, again }: { text: string; wait: string; again: RegExp },
) {
  const alert = () => within(canvasElement).getByRole('alert');
  const before = held.seen.count;
  await submit();
  await expectAlert(canvasElement, text);
  await waitFor(() => expect(alert()).toHaveTextContent(wait));
  await expect(held.seen.count).toBe(before + 1);
  const first = alert();
  await submit();
  // The alert is mounted afresh, so that it is announced again; nothing was sent.
  await waitFor(() => expect(alert()).not.toBe(first));
  await expect(alert()).toHaveTextContent(text);
  await expect(alert()).toHaveTextContent(again);
  await expect(held.seen.count).toBe(before + 1);
}

/** A story's submit of its step's form. */
type SubmitStep = (canvasElement: HTMLElement) => Promise<void>;

/** What a held-back story shows, in a language. */
const heldBackTexts = {
  it: {
    text: 'Errore del server sconosciuto',
    seconds: { wait: 'Riprova tra 30 secondi.', again: /Riprova tra \d+ secondi\./ },
    minutes: { wait: 'Riprova tra 10 minuti.', again: /Riprova tra 10 minuti\./ },
  },
  en: {
    text: 'Unknown server error',
    seconds: { wait: 'Try again in 30 seconds.', again: /Try again in \d+ seconds?\./ },
    minutes: { wait: 'Try again in 10 minutes.', again: /Try again in 10 minutes\./ },
  },
} as const;

/**
 * The stories of a step whose call the server holds back (429 with `Retry-After`, see {@link heldBack}):
 * `seconds` (30 s) and `minutes` (600 s, told in minutes) in Italian, and the same in English when the step
 * has an English `submitEnglish`. Each shows the unknown error and the wait, and sends nothing on a second
 * try ({@link expectHeldBack}).
 */
export function heldBackStories(path: string, submit: SubmitStep, submitEnglish?: SubmitStep) {
  const held = { seconds: heldBack(path, 30), minutes: heldBack(path, 600) };
  const story = (wait: keyof typeof held, locale: keyof typeof heldBackTexts, send: SubmitStep) => {
    const texts = heldBackTexts[locale];
    return {
      ...(locale === 'en' ? { globals: { locale }, args: { locale } } : {}),
      parameters: { msw: { handlers: [held[wait].handler] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expectHeldBack(canvasElement, held[wait], () => send(canvasElement), {
          text: texts.text,
          ...texts[wait],
        });
      },
    };
  };
  const english = submitEnglish ?? submit;
  return {
    seconds: story('seconds', 'it', submit),
    minutes: story('minutes', 'it', submit),
    secondsEnglish: story('seconds', 'en', english),
    minutesEnglish: story('minutes', 'en', english),
  };
}

/** Types `username` into "Nome utente" and presses the step's button named `button`. */
export async function submitUsername(
  canvasElement: HTMLElement,
  button: string,
  username = 'mario.rossi',
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome utente' }), username);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** The submit button turns pending (a progress bar appears inside it). */
export async function expectPending(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument());
}

/** The decorators of a login step's stories: the auth machine and the router around the page. */
export const authDecorators = [withAuth, withMemoryRouter];

/** Where a login step's stories start: {@link authStepParameters}. */
export interface AuthStep {
  /** The URL the page is at. */
  initialPath: string;
  /** The auth machine's state and the username it knows. */
  auth: { state: AuthState; username?: string };
  /** The answers every story of the step starts with (its success). */
  handlers: HttpHandler[];
}

/**
 * The meta parameters of a login step's stories: full screen, at `initialPath`, in the `auth` state, with
 * the step's answers. Spread them into an object literal: Storybook writes the meta's JSDoc into its
 * literal `parameters` and, finding none, adds one that replaces them.
 */
export const authStepParameters = ({ initialPath, auth, handlers }: AuthStep) => ({
  layout: 'fullscreen',
  router: { initialPath },
  auth,
  msw: { handlers },
  ...pendingA11y,
});

/** A play function's context, as far as the auth stories read it. */
interface PlayContext {
  canvasElement: HTMLElement;
  args: { onAuthenticated?: unknown };
}

/**
 * The stories every login step has in common, for the step that calls `path` and whose form `submit`
 * sends: waiting, an error answer, the network down, a login.
 */
export function authStepStories(path: string, submit: SubmitStep) {
  return {
    /** Waiting for the server: the submit button turns pending. */
    submitting: () => ({
      parameters: { msw: { handlers: [pending(path)] } },
      play: async ({ canvasElement }: PlayContext) => {
        await submit(canvasElement);
        await expectPending(canvasElement);
      },
    }),
    /** `path` answers `status` with the error `detail`; the alert shows `text` (after `send`, by default the submit). */
    failing: (status: number, detail: string, text: string, send: SubmitStep = submit) => ({
      parameters: { msw: { handlers: [failing(path, status, detail)] } },
      play: async ({ canvasElement }: PlayContext) => {
        await send(canvasElement);
        await expectAlert(canvasElement, text);
      },
    }),
    /** The network is down: the unknown error. */
    networkError: () => ({
      parameters: { msw: { handlers: [networkError(path)] } },
      play: async ({ canvasElement }: PlayContext) => {
        await submit(canvasElement);
        await expectAlert(canvasElement, 'Errore del server sconosciuto');
      },
    }),
    /**
     * 400 `invalid_password` with the server's `error`: the alert says "Password non valida", the field
     * labelled `label` turns invalid, then `expectMore` checks the rest (given that field).
     */
    serverFieldError: (
      error: FieldError,
      label: string,
      expectMore: (input: HTMLElement, canvasElement: HTMLElement) => Promise<void>,
    ) => ({
      parameters: invalidPassword(path, error),
      play: async ({ canvasElement }: PlayContext) => {
        await submit(canvasElement);
        await expectMore(await expectInvalidField(canvasElement, label), canvasElement);
      },
    }),
    /** The step's success answers: the user is logged in. */
    authenticated: () => ({
      play: async ({ canvasElement, args }: PlayContext) => {
        await submit(canvasElement);
        await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledOnce());
      },
    }),
  };
}

/**
 * After an {@link invalidPassword} answer: the alert says "Password non valida" and the field labelled
 * `label` turns invalid; returns that field.
 */
async function expectInvalidField(canvasElement: HTMLElement, label: string) {
  await expectAlert(canvasElement, 'Password non valida');
  const input = field(canvasElement, label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  return input;
}

export { userEvent, within, expect, waitFor };
