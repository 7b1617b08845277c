import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** Finds a `__proto__` key, or a `constructor` key holding a `prototype`, anywhere in a parsed body. */
export function forbiddenKeyPath(value: unknown, at: string[] = []): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return [...at, key].join('.');
    if (
      key === 'constructor' &&
      typeof child === 'object' &&
      child !== null &&
      Object.hasOwn(child, 'prototype')
    ) {
      return [...at, key].join('.');
    }
    const found = forbiddenKeyPath(child, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The JSON body parser: a malformed body and prototype-poisoning keys are a 400 with a field error saying
 * which (Fastify's own parser reports both alike); an empty body is no body.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
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
      done(
        new ApiError(400, 'validation_error', [
          { field: 'body', code: 'invalid_json', message: (error as Error).message },
        ]),
        undefined,
      );
      return;
    }
    const forbidden = forbiddenKeyPath(parsed);
    if (forbidden) {
      done(
        new ApiError(400, 'validation_error', [
          { field: forbidden, code: 'forbidden_property', message: 'This key is not allowed.' },
        ]),
        undefined,
      );
      return;
    }
    done(null, parsed);
  });
}
