/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A field is invalid when told so or when it has an error message to show. */
export function isFieldInvalid(isInvalid: boolean | undefined, errorMessage: string | undefined) {
  return Boolean(isInvalid || errorMessage);
}
