// Pure helpers of the prerender build step (scripts/prerenderPlugin.ts): the page the server sends for a
// prerendered route is the built index.html with the route's markup, title, styles and scripts added.

/** What a prerendered page adds to the built index.html. */
export interface PrerenderedDocument {
  /** The UI language of the markup (`<html lang>`). */
  locale: string;
  /** The document title. */
  title: string;
  /** The markup of `#root`. */
  html: string;
  /** The class of the theme the markup is rendered in, put on `<html>`. */
  themeClass: string;
  /** URL of the classic script that switches the theme to the stored one before the first paint. */
  themeScript: string;
  /** URLs of the route's style sheets, render-blocking like the entry's. */
  styles: readonly string[];
  /** URLs of the route's JS chunks, fetched with the entry instead of after it. */
  modules: readonly string[];
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Replaces exactly one match of `pattern` in `html`, or throws: a changed index.html must fail the build. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1)
    throw new Error(
      `prerender: expected one ${String(pattern)} in index.html, found ${matches?.length ?? 0}.`,
    );
  return html.replace(pattern, () => replacement);
}

/**
 * The built `index.html` turned into the page of a prerendered route: language and theme on `<html>`, the
 * title, the theme script, style sheets and module preloads in `<head>`, and the markup in `#root` inside
 * an inert wrapper (it only paints: nothing can be typed into it and lost when the app replaces it).
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedDocument): string {
  let html = replaceOnce(
    indexHtml,
    /<html lang="[^"]*">/,
    `<html lang="${escapeAttribute(page.locale)}" class="${escapeAttribute(page.themeClass)}" data-theme="light">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  // The page paints from HTML and CSS: its scripts come after the styles, not before them.
  html = replaceOnce(html, /<script type="module" /, '<script type="module" fetchpriority="low" ');
  const head = [
    `<script src="${escapeAttribute(page.themeScript)}"></script>`,
    ...page.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...page.modules.map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"><div inert data-prerendered="">${page.html}</div></div>`,
  );
}

/**
 * The theme script: a classic script in `<head>` (allowed by the CSP as a file of the site, where an inline
 * one would not be) that puts the stored colour mode on `<html>` before the prerendered page paints.
 */
export function themeScriptSource(storageKey: string, light: string, dark: string): string {
  const json = JSON.stringify;
  return (
    `try{var s=JSON.parse(localStorage.getItem(${json(storageKey)})||"{}");` +
    `if(s&&s.theme==="dark"){var h=document.documentElement;` +
    `h.classList.replace(${json(light)},${json(dark)});h.dataset.theme="dark"}}catch(e){}\n`
  );
}
