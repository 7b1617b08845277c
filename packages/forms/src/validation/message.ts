import { isValidationKey, type ValidationKey } from './keys';

/** ICU parameters of a validation message, e.g. `{ min: 8 }`. */
export type ValidationValues = Record<string, string | number>;

/** A validation message decoded from a zod issue message. */
export interface ParsedValidationMessage {
  key: ValidationKey;
  values: ValidationValues;
}

/** Separates the message id from its JSON parameters in an encoded message. */
const SEPARATOR = '|';

/**
 * Encodes a catalogue key and its parameters as a zod issue message.
 *
 * The encoding is the bare key when there are no parameters (`validation.required`), otherwise the
 * key, a `|` and the parameters as JSON (`validation.minChars|{"min":8}`). Keys never contain `|`.
 */
export function encodeValidationMessage(key: ValidationKey, values?: ValidationValues): string {
  if (!values || Object.keys(values).length === 0) return key;
  return `${key}${SEPARATOR}${JSON.stringify(values)}`;
}

/**
 * Decodes a message written by {@link encodeValidationMessage}; returns `null` for any other text
 * (a zod default message, a server message), which callers show as it is.
 */
export function parseValidationMessage(
  message: string | undefined | null,
): ParsedValidationMessage | null {
  if (!message) return null;
  const at = message.indexOf(SEPARATOR);
  const key = at === -1 ? message : message.slice(0, at);
  if (!isValidationKey(key)) return null;
  if (at === -1) return { key, values: {} };
  try {
    const parsed: unknown = JSON.parse(message.slice(at + 1));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const values: ValidationValues = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
    return { key, values };
  } catch {
    return null;
  }
}
