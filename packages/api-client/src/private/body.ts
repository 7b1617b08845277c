/** A request body ready for fetch, with the content type to announce (none for multipart). */
export interface EncodedBody {
  body: BodyInit | undefined;
  contentType: string | undefined;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Whether `body` holds a Blob or File at its top level or in a top-level array. */
export function hasFiles(body: unknown): boolean {
  if (isBlob(body)) return true;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.values(body).some(
    (value) => isBlob(value) || (Array.isArray(value) && value.some(isBlob)),
  );
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (isBlob(value)) {
    // A File keeps its own name; a bare Blob gets the field name so that the server sees a file part.
    const name = typeof File !== 'undefined' && value instanceof File ? value.name : key;
    form.append(key, value, name);
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}

/**
 * Encodes a body as JSON, or as multipart/form-data when it holds files
 * (docs/spec/original-specification.md §7).
 */
export function encodeBody(body: unknown): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (typeof FormData !== 'undefined' && body instanceof FormData)
    return { body, contentType: undefined };
  if (hasFiles(body)) {
    const form = new FormData();
    if (isBlob(body)) {
      appendField(form, 'file', body);
    } else {
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (Array.isArray(value) && value.some(isBlob))
          for (const item of value) appendField(form, key, item);
        else appendField(form, key, value);
      }
    }
    // fetch sets multipart/form-data with its boundary itself.
    return { body: form, contentType: undefined };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
