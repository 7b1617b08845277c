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
  /**
   * URL of the boot script (`bootScriptSource`): a classic script that puts the stored theme on before the
   * first paint and loads the app once the page has painted.
   */
  bootScript: string;
  /** URLs of the route's style sheets, render-blocking like the entry's. */
  styles: readonly string[];
  /** URLs of the route's JS chunks, fetched with the entry instead of after it. */
  modules: readonly string[];
  /**
   * A signed-in route's frame: the roles it has a frame for (the boot script shows the stored session's,
   * or loads the app at once when there is none to show) and the style sheet that hides the others.
   */
  frame?: { roles: readonly string[]; style: string };
}

/** A route's prerendered markup and its document title. */
export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The text of `<title>`. */
  title: string;
}

/**
 * Takes the `<title>` out of markup rendered with `renderToString`: React writes a page's title where it is
 * rendered, and the document head is where it belongs.
 */
export function withTitleApart(markup: string): PrerenderedPage {
  const titleTag = /<title>(.*?)<\/title>/s.exec(markup);
  return {
    html: markup.replace(/<title>.*?<\/title>/s, ''),
    title: titleTag?.[1] ?? '',
  };
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
 * title, the route's style sheets and the boot script in `<head>` (which loads the entry and the route's
 * chunks once the page has painted), and the markup in `#root` inside an inert wrapper (it only paints:
 * nothing can be typed into it and lost when the app replaces it).
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedDocument): string {
  let html = replaceOnce(
    indexHtml,
    /<html lang="[^"]*">/,
    `<html lang="${escapeAttribute(page.locale)}" class="${escapeAttribute(page.themeClass)}" data-theme="light">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  // The page paints from HTML and CSS alone: the app's scripts are requested once it has painted, so
  // that on a slow link they do not share its bandwidth with the style sheets.
  const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryScript.exec(html)?.[1] ?? '';
  html = replaceOnce(html, entryScript, '');
  const roles = page.frame ? ` data-roles="${escapeAttribute(page.frame.roles.join(' '))}"` : '';
  const head = [
    ...[...page.styles, ...(page.frame ? [page.frame.style] : [])].map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
    `<script src="${escapeAttribute(page.bootScript)}" data-entry="${escapeAttribute(entry)}" ` +
      `data-modules="${escapeAttribute(page.modules.join(' '))}"${roles}></script>`,
  ];
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"><div inert data-prerendered="">${page.html}</div></div>`,
  );
}

/** How long a page that reports no paint (a hidden tab, a browser without paint timing) waits for its app. */
export const BOOT_FALLBACK_MS = 2000;

/** Where the boot script reads the site state (theme, role) and the stored session (`@altalena/auth`). */
export interface BootStorageKeys {
  /** The site state (`src/state/siteState.ts`): `theme`, `isAdmin`. */
  siteState: string;
  /** The session's token. */
  token: string;
  /** The token's expiry (epoch milliseconds or a date), judged as `judgeStoredSession` does. */
  expiry: string;
  /** The session's user as `users/me/` last described them (`is_admin`). */
  user: string;
}

/**
 * The boot script of a prerendered page: a classic script in `<head>` (allowed by the CSP as a file of
 * the site, where an inline one would not be). Before the page paints it puts the stored colour mode on
 * `<html>` and, when the stored session reads as valid, its role as `data-session` (`admin` or
 * `customer`: the stored user's `is_admin`, else the site state's), which shows that role's frame
 * ({@link frameStyleSource}). Once the first contentful paint is reported it adds the entry named by
 * its `data-entry`, then the module preloads of its `data-modules` (requested in that order: the entry
 * first, which all else waits for), or after `BOOT_FALLBACK_MS` if no paint is reported; at once on a framed page (`data-roles`) that has no frame for the session, which paints
 * nothing until the app has decided where to go.
 */
export function bootScriptSource(keys: BootStorageKeys, light: string, dark: string): string {
  const json = JSON.stringify;
  return (
    `(function(b){var d=document,h=d.documentElement,role="";\n` +
    `try{var s=JSON.parse(localStorage.getItem(${json(keys.siteState)})||"{}");` +
    `if(s&&s.theme==="dark"){h.classList.replace(${json(light)},${json(dark)});h.dataset.theme="dark"}}catch(e){}\n` +
    `try{var l=localStorage,x=(l.getItem(${json(keys.expiry)})||"").trim(),` +
    `t=/^\\d+$/.test(x)?Number(x):Date.parse(x);` +
    `if(l.getItem(${json(keys.token)})&&t>Date.now()){` +
    `var u=JSON.parse(l.getItem(${json(keys.user)})||"null"),` +
    `site=JSON.parse(l.getItem(${json(keys.siteState)})||"{}");` +
    `role=(u&&typeof u.is_admin==="boolean"?u.is_admin:site&&site.isAdmin===true)?"admin":"customer";` +
    `h.dataset.session=role}}catch(e){}\n` +
    `var started=false;function load(){if(started)return;started=true;` +
    `var a=b.dataset,head=d.head,e=d.createElement("script");` +
    `e.type="module";e.crossOrigin="";e.src=a.entry;head.appendChild(e);` +
    `a.modules.split(" ").forEach(function(m){if(!m)return;` +
    `var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=m;head.appendChild(l)})}\n` +
    `var roles=b.dataset.roles;if(roles!==undefined&&(!role||roles.split(" ").indexOf(role)<0)){load();return}\n` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)` +
    `setTimeout(load,0)}).observe({type:"paint",buffered:true})}catch(e){}\n` +
    `setTimeout(load,${BOOT_FALLBACK_MS})})(document.currentScript);\n`
  );
}

/**
 * The style sheet of the framed pages: each role's frame (`data-frame-role`) is hidden unless the boot
 * script marked `<html>` with that role's session, so that a visitor without one sees no signed-in
 * shell before the app sends them to the login page.
 */
export function frameStyleSource(roles: readonly string[]): string {
  return `${roles
    .map((role) => `html:not([data-session="${role}"]) [data-frame-role="${role}"]`)
    .join(',\n')}{display:none}\n`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The style sheets among `sheets` (URL → CSS text, in load order) that style `markup`: those defining a
 * class the markup uses. A frame's page blocks its first paint on these only; the live screen's other
 * style sheets come with its chunks (Vite loads a chunk's CSS before running it).
 */
export function stylesFor(markup: string, sheets: ReadonlyMap<string, string>): string[] {
  const classes = new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  classes.delete('');
  const used = [...classes].map((name) => new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`));
  return [...sheets]
    .filter(([, css]) => used.some((pattern) => pattern.test(css)))
    .map(([url]) => url);
}
