import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { stripBidiControlsDeep } from './text';

/** How deeply a JSON body may nest; the API's bodies need a handful of levels. */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` is a JSON object (not `null`, not an array), so its keys can be read as `unknown`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether `value` is one of `members`, a `const` list of a union's values (`riskLevels`): text read from a
 * column, a JSON field or a flag, narrowed to the union.
 */
export function isOneOf<const T>(members: readonly T[], value: unknown): value is T {
  return members.some((member) => member === value);
}

/** A JSON body nested deeper than `MAX_JSON_DEPTH`. */
export const TOO_DEEP = Symbol('too deep');

/**
 * Finds a `__proto__` key, or a `constructor` key holding a `prototype`, anywhere in a parsed body; returns
 * `TOO_DEEP` for a body nested deeper than `MAX_JSON_DEPTH`. Walks with its own stack, so no body can
 * overflow the call stack.
 */
export function forbiddenKeyPath(value: unknown): string | typeof TOO_DEEP | undefined {
  const stack: { node: unknown; at: string[] }[] = [{ node: value, at: [] }];
  while (stack.length > 0) {
    const { node, at } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (at.length >= MAX_JSON_DEPTH) return TOO_DEEP;
    const entries: [string, unknown][] = Object.entries(node);
    for (const [key, child] of entries) {
      if (key === '__proto__') return [...at, key].join('.');
      if (
        key === 'constructor' &&
        typeof child === 'object' &&
        child !== null &&
        Object.hasOwn(child, 'prototype')
      ) {
        return [...at, key].join('.');
      }
      if (typeof child === 'object' && child !== null)
        stack.push({ node: child, at: [...at, key] });
    }
  }
  return undefined;
}

/** The lower-cased `charset` parameter of a `Content-Type`, if it names one. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

/**
 * The JSON body parser: a malformed body and prototype-poisoning keys are a 400 with a field error saying
 * which (Fastify's own parser reports both alike); an empty body is no body. Every string of the body loses
 * its bidirectional controls (`stripBidiControlsDeep`).
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    // JSON is UTF-8 (RFC 8259); a body labelled otherwise would be read as something it is not.
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(
        new ApiError(415, 'unsupported_media_type', [
          {
            field: 'content-type',
            code: 'unsupported_charset',
            message: 'Send JSON as UTF-8 (charset=utf-8, or no charset).',
          },
        ]),
        undefined,
      );
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Clients often label a bodyless POST (logout) as JSON: no body, and a route that wants one says so.
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    let parsed: unknown;
    try {
      // JSON.parse keeps "__proto__" as a plain own key; it never changes a prototype.
      parsed = JSON.parse(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      done(
        new ApiError(400, 'validation_error', [{ field: 'body', code: 'invalid_json', message }]),
        undefined,
      );
      return;
    }
    const forbidden = forbiddenKeyPath(parsed);
    if (forbidden === TOO_DEEP) {
      done(
        new ApiError(400, 'validation_error', [
          {
            field: 'body',
            code: 'too_deep',
            message: `The body nests deeper than ${MAX_JSON_DEPTH} levels.`,
          },
        ]),
        undefined,
      );
      return;
    }
    if (forbidden) {
      done(
        new ApiError(400, 'validation_error', [
          { field: forbidden, code: 'forbidden_property', message: 'This key is not allowed.' },
        ]),
        undefined,
      );
      return;
    }
    done(null, stripBidiControlsDeep(parsed));
  });
}
