/**
 * The invisible bidirectional controls: marks (U+200E, U+200F), embeddings and overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069), as the inside of a regular-expression character class. Kept in a name, they
 * reorder what mail subjects, CSV cells, PDFs and page titles show ("Trojan Source" spoofing); the one
 * definition for text fields and file names.
 */
export const BIDI_CONTROL_CLASS = '\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';

const bidiControls = new RegExp(`[${BIDI_CONTROL_CLASS}]`, 'g');

/** `text` without its bidirectional controls. */
export function stripBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/** Fields compared, never shown: a password is kept exactly as typed, or the login (Basic) would not match. */
const VERBATIM_FIELDS = new Set(['password', 'old_password']);

/**
 * Strips the bidirectional controls from every string of a parsed JSON body, in place (but in the values of
 * `VERBATIM_FIELDS`): every write body passes the JSON parser, so no text field keeps them. Walks with its own
 * stack (the parser has already refused bodies nested too deeply).
 */
export function stripBidiControlsDeep(body: unknown): unknown {
  if (typeof body === 'string') return stripBidiControls(body);
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const entries: [string, unknown][] = Object.entries(node);
    for (const [key, child] of entries) {
      if (typeof child === 'string') {
        if (!VERBATIM_FIELDS.has(key)) Reflect.set(node, key, stripBidiControls(child));
      } else if (typeof child === 'object' && child !== null) {
        stack.push(child);
      }
    }
  }
  return body;
}
