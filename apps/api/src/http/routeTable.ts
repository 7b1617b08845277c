import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** The registered routes by URL pattern, to answer 405 with `Allow` when only the method is wrong. */
export class RouteTable {
  private readonly routes = new Map<string, KnownRoute>();

  /** Records every route registered on `app` from now on (the static wildcard excluded). */
  track(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (route.url.endsWith('*')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const key = route.url.replace(/\/+$/, '');
      let known = this.routes.get(key);
      if (!known) {
        known = { pattern: patternOf(key), methods: new Set() };
        this.routes.set(key, known);
      }
      for (const method of methods) known.methods.add(method.toUpperCase());
    });
  }

  /** The methods some route accepts at this concrete path (empty when no route matches it). */
  allowedMethods(urlPath: string): string[] {
    const path = urlPath.replace(/\/+$/, '');
    const allowed = new Set<string>();
    for (const route of this.routes.values()) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  }
}

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}
