import {
  BOOT_FALLBACK_MS,
  bootScriptSource,
  frameStyleSource,
  prerenderedDocument,
  stylesFor,
  withTitleApart,
} from './document';

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

const keys = { siteState: 'site', token: 'TOKEN', expiry: 'EXPIRE', user: 'USER' };

/**
 * A document and clock for the boot script: what it appends, and the paint and timers it waits for.
 * `stored` is the site state, `items` any other stored entry, `roles` the framed page's.
 */
function bootEnvironment(
  stored: string | null = null,
  items: Record<string, string> = {},
  roles?: string,
) {
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
      dataset: {
        entry: '/assets/index-1.js',
        modules: '/assets/route-1.js /assets/field-1.js',
        ...(roles === undefined ? {} : { roles }),
      },
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
  const storage = { getItem: (key: string) => (key === 'site' ? stored : (items[key] ?? null)) };
  new Function(
    'localStorage',
    'document',
    'PerformanceObserver',
    'setTimeout',
    bootScriptSource(keys, 'light_1', 'dark_1'),
  )(storage, document, PerformanceObserver, setTimeout);
  return {
    appended,
    classes: [...classes],
    theme: document.documentElement.dataset.theme,
    session: document.documentElement.dataset.session,
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
  // The entry first: everything else waits for it.
  const loaded = [
    'script module /assets/index-1.js crossorigin=',
    'link modulepreload /assets/route-1.js crossorigin=',
    'link modulepreload /assets/field-1.js crossorigin=',
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

describe('bootScriptSource: the frame of a signed-in route', () => {
  const later = String(Date.now() + 3_600_000);
  const session = (user: unknown, site: string | null = null, expiry = later) =>
    bootEnvironment(
      site,
      { TOKEN: 't1', EXPIRE: expiry, USER: JSON.stringify(user) },
      'admin customer',
    );

  it("marks <html> with the role of a stored session that has not expired, the stored user's first", () => {
    expect(session({ id: 1, is_admin: true }).session).toBe('admin');
    expect(session({ id: 2, is_admin: false }, '{"isAdmin":true}').session).toBe('customer');
    // Before the first users/me/ of the session: the site state's role.
    expect(session(null, '{"isAdmin":true}').session).toBe('admin');
    expect(session(null).session).toBe('customer');
    expect(
      session({ is_admin: true }, null, new Date(Date.now() + 60_000).toISOString()).session,
    ).toBe('admin');
  });

  it('marks nothing without a token, or with one that has expired or whose expiry is unreadable', () => {
    const user = JSON.stringify({ is_admin: true });
    const stored: Array<Record<string, string>> = [
      { USER: user },
      { TOKEN: 't1', EXPIRE: String(Date.now() - 1000), USER: user },
      { TOKEN: 't1', EXPIRE: 'soon', USER: user },
      { TOKEN: 't1', USER: user },
      { TOKEN: '', EXPIRE: later, USER: user },
    ];
    for (const items of stored) {
      expect(bootEnvironment(null, items, 'admin customer').session, JSON.stringify(items)).toBe(
        undefined,
      );
    }
  });

  it('waits for the paint when the page has a frame for the session', () => {
    const boot = session({ is_admin: false });
    expect(boot.appended).toEqual([]);
    boot.paint('first-contentful-paint');
    boot.advance(0);
    expect(boot.appended).toHaveLength(3);
  });

  it('loads the app at once when the page has no frame to show: no session, or another role', () => {
    const none = bootEnvironment(null, {}, 'admin customer');
    expect(none.appended).toHaveLength(3);
    const customerOnAdminPage = bootEnvironment(
      null,
      { TOKEN: 't1', EXPIRE: later, USER: '{"is_admin":false}' },
      'admin',
    );
    expect(customerOnAdminPage.session).toBe('customer');
    expect(customerOnAdminPage.appended).toHaveLength(3);
  });
});

describe('frameStyleSource', () => {
  it("hides each role's frame unless <html> carries that role's session", () => {
    expect(frameStyleSource(['admin', 'customer'])).toBe(
      'html:not([data-session="admin"]) [data-frame-role="admin"],\n' +
        'html:not([data-session="customer"]) [data-frame-role="customer"]{display:none}\n',
    );
  });
});

describe('prerenderedDocument: a framed route', () => {
  it("adds the frames' style sheet and tells the boot script the roles it has frames for", () => {
    const html = prerenderedDocument(indexHtml, {
      ...page,
      frame: { roles: ['admin', 'customer'], style: '/assets/frame-1.css' },
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/frame-1.css">');
    expect(html).toContain('data-roles="admin customer"></script>');
    expect(prerenderedDocument(indexHtml, page)).not.toContain('data-roles');
  });
});

describe('stylesFor', () => {
  it('keeps, in order, the style sheets that define a class the markup uses', () => {
    const sheets = new Map([
      ['/assets/shell.css', '.shell_1{display:grid}.shell_1>a{color:red}'],
      ['/assets/map.css', '.map_1{height:20rem}'],
      ['/assets/header.css', '@media (min-width:40em){.header_2:hover{color:blue}}'],
      ['/assets/near.css', '.shell_10{margin:0}.header_2-x{margin:0}'],
    ]);
    const markup =
      '<div class="shell_1"><header class="header_1 header_2"><h1>Clienti</h1></header></div>';
    expect(stylesFor(markup, sheets)).toEqual(['/assets/shell.css', '/assets/header.css']);
    expect(stylesFor('<p>no classes</p>', sheets)).toEqual([]);
  });
});

describe('withTitleApart', () => {
  it('moves the title React rendered in the markup out of it, for the document head', () => {
    expect(withTitleApart('<title>Parchi · Altalena</title><main><h1>Parchi</h1></main>')).toEqual({
      html: '<main><h1>Parchi</h1></main>',
      title: 'Parchi · Altalena',
    });
    expect(withTitleApart('<main></main>')).toEqual({ html: '<main></main>', title: '' });
  });
});
