import { prerenderedDocument, themeScriptSource } from './document';

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
  themeScript: '/assets/theme-1.js',
  styles: ['/assets/route-1.css'],
  modules: ['/assets/route-1.js'],
};

describe('prerenderedDocument', () => {
  it('puts the markup, language, theme, title, styles and preloads into index.html', () => {
    const html = prerenderedDocument(indexHtml, page);
    expect(html).toContain('<html lang="it" class="light_1" data-theme="light">');
    expect(html).toContain('<title>Accedi · Altalena</title>');
    expect(html).toContain(
      '<div id="root"><div inert data-prerendered=""><main><h1>Accedi</h1></main></div></div>',
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    // The entry stays; the theme script, the route's style sheet and module come with it.
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(head).toContain('<script src="/assets/theme-1.js"></script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/route-1.css">');
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/route-1.js">',
    );
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
      prerenderedDocument(indexHtml.replace('<title>', '<title>x</title><title>'), page),
    ).toThrow(/title/);
  });
});

describe('themeScriptSource', () => {
  const run = (stored: string | null) => {
    const classes = new Set(['light_1']);
    const root = {
      classList: {
        replace: (from: string, to: string) => classes.delete(from) && classes.add(to),
      },
      dataset: {} as Record<string, string>,
    };
    const storage = { getItem: (key: string) => (key === 'site' ? stored : null) };
    new Function('localStorage', 'document', themeScriptSource('site', 'light_1', 'dark_1'))(
      storage,
      { documentElement: root },
    );
    return { classes: [...classes], theme: root.dataset.theme };
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
