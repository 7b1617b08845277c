import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

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
export const invalidPassword = (path: string, error: FieldError) => ({
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

/** The submit button turns pending (a progress bar appears inside it). */
export async function expectPending(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument());
}

export { userEvent, within, expect, waitFor };
