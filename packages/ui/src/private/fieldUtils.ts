/** A field is invalid when told so or when it has an error message to show. */
export function isFieldInvalid(isInvalid: boolean | undefined, errorMessage: string | undefined) {
  return Boolean(isInvalid || errorMessage);
}
