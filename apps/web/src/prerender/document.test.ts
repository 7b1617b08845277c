import { BOOT_FALLBACK_MS, bootScriptSource, prerenderedDocument } from './document';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Altalena</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const page = {
  locale: 'it',
  title: 'Accedi · Altalena',
  html: '<main><h1>Accedi</h1></main>',
  themeClass: 'light_1',
  bootScript: '/assets/boot-1.js',
  styles: ['/assets/route-1.css'],
  modules: ['/assets/route-1.js', '/assets/field-1.js'],
};

describe('prerenderedDocument', () => {
  it('puts the markup, language, theme, title, styles and boot script into index.html', () => {
    const html = prerenderedDocument(indexHtml, page);
    expect(html).toContain('<html lang="it" class="light_1" data-theme="light">');
    expect(html).toContain('<title>Accedi · Altalena</title>');
    expect(html).toContain(
      '<div id="root"><div inert data-prerendered=""><main><h1>Accedi</h1></main></div></div>',
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    // No script of the app in the page: the boot script requests the entry and the route's chunks.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(head).toContain(
      '<script src="/assets/boot-1.js" data-entry="/assets/index-1.js" ' +
        'data-modules="/assets/route-1.js /assets/field-1.js"></script>',
    );
    // After the route's style sheet, so that it runs once the styles are in and before the first paint.
    expect(head.indexOf('/assets/boot-1.js')).toBeGreaterThan(head.indexOf('/assets/route-1.css'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/route-1.css">');
  });

  it('escapes the title', () => {
    const html = prerenderedDocument(indexHtml, { ...page, title: '<x> & "y"' });
    expect(html).toContain('<title>&lt;x&gt; &amp; "y"</title>');
  });

  it('fails when index.html no longer has the places it fills', () => {
    expect(() => prerenderedDocument(indexHtml.replace('<div id="root"></div>', ''), page)).toThrow(
      /root/,
    );
    expect(() =>
      prerenderedDocument(indexHtml.replace(/<script[^>]*><\/script>/, ''), page),
    ).toThrow(/script/);
    expect(() =>
      prerenderedDocument(indexHtml.replace('<title>', '<title>x</title><title>'), page),
    ).toThrow(/title/);
  });
});

/** A document and clock for the boot script: what it appends, and the paint and timers it waits for. */
function bootEnvironment(stored: string | null = null) {
  const classes = new Set(['light_1']);
  const appended: string[] = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const document = {
    documentElement: {
      classList: { replace: (from: string, to: string) => classes.delete(from) && classes.add(to) },
      dataset: {} as Record<string, string>,
    },
    currentScript: {
      dataset: { entry: '/assets/index-1.js', modules: '/assets/route-1.js /assets/field-1.js' },
    },
    head: {
      appendChild: (element: Record<string, string>) =>
        appended.push(
          element.tag === 'script'
            ? `script ${element.type} ${element.src} crossorigin=${element.crossOrigin}`
            : `link ${element.rel} ${element.href} crossorigin=${element.crossOrigin}`,
        ),
    },
    createElement: (tag: string) => ({ tag }),
  };
  class PerformanceObserver {
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  const storage = { getItem: (key: string) => (key === 'site' ? stored : null) };
  new Function(
    'localStorage',
    'document',
    'PerformanceObserver',
    'setTimeout',
    bootScriptSource('site', 'light_1', 'dark_1'),
  )(storage, document, PerformanceObserver, setTimeout);
  return {
    appended,
    classes: [...classes],
    theme: document.documentElement.dataset.theme,
    /** Reports paint entries of these names. */
    paint: (...names: string[]) =>
      onPaint?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) }),
    /** Lets `ms` pass, running the timers due. */
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((each) => each.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('bootScriptSource', () => {
  const loaded = [
    'link modulepreload /assets/route-1.js crossorigin=',
    'link modulepreload /assets/field-1.js crossorigin=',
    'script module /assets/index-1.js crossorigin=',
  ];

  it('requests the app only once the page has painted, and once', () => {
    const boot = bootEnvironment();
    boot.paint('first-paint');
    boot.advance(10);
    expect(boot.appended).toEqual([]);
    boot.paint('first-contentful-paint');
    boot.advance(0);
    expect(boot.appended).toEqual(loaded);
    boot.paint('first-contentful-paint');
    boot.advance(BOOT_FALLBACK_MS);
    expect(boot.appended).toEqual(loaded);
  });

  it('requests the app anyway when no paint is reported in time', () => {
    const boot = bootEnvironment();
    boot.advance(BOOT_FALLBACK_MS - 1);
    expect(boot.appended).toEqual([]);
    boot.advance(1);
    expect(boot.appended).toEqual(loaded);
  });
});

describe('bootScriptSource: the theme', () => {
  const run = (stored: string | null) => {
    const { classes, theme } = bootEnvironment(stored);
    return { classes, theme };
  };

  it('switches to the dark theme when the stored site state asks for it', () => {
    expect(run('{"theme":"dark"}')).toEqual({ classes: ['dark_1'], theme: 'dark' });
  });

  it('keeps the light theme otherwise, whatever is stored', () => {
    for (const stored of [null, '{"theme":"light"}', 'not json', 'null', '[]']) {
      expect(run(stored), String(stored)).toEqual({ classes: ['light_1'], theme: undefined });
    }
  });
});
