// What designers open: the static Storybook in `storybook-static/` (built by `npm run build-storybook`, and by
// `npm test` before this runs), served as plain files and read in Chromium as a browser would read it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contrastPairs, darkTheme, evaluateContrast, lightTheme } from '@altalena/tokens';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { serveStatic } from '../../testing/staticServer.ts';
import { chromiumArgs, chromiumPath } from '../../vite.shared.ts';

const staticDir = path.resolve(import.meta.dirname, '../../storybook-static');

/** The MDX pages of `.storybook/docs` by Storybook id, with the heading each opens with. */
const mdxPages: Record<string, string> = {
  'introduction--docs': 'Altalena',
  'design-principles--docs': 'Design principles',
  'how-to-review-a-screen--docs': 'How to review a screen',
  'packages-tokens--docs': '@altalena/tokens',
  'packages-ui--docs': '@altalena/ui',
  'packages-forms--docs': '@altalena/forms',
  'packages-i18n--docs': '@altalena/i18n',
  'packages-contracts--docs': '@altalena/contracts',
  'packages-api-client--docs': '@altalena/api-client',
  'packages-auth--docs': '@altalena/auth',
};

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  importPath: string;
}

let server: Server;
let browser: Browser;
let context: BrowserContext;
let origin: string;
let entries: Record<string, IndexEntry>;

beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'index.json')))
    throw new Error(
      'storybook-static/ is missing: build it first with `npm run build-storybook` (npm test does).',
    );
  entries = JSON.parse(await readFile(path.join(staticDir, 'index.json'), 'utf8')).entries;
  server = await serveStatic(staticDir);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens a docs page in the preview iframe, collecting what the page reports as errors. */
async function openDocs(id: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}`);
  return { page, errors };
}

/** Resolves once the docs page's render of `storyId` has passed the point where a play would have run. */
async function storyRenderedInDocs(page: Page, storyId: string): Promise<{ autoplay: boolean }> {
  // Storybook's preview keeps its renders on `__STORYBOOK_PREVIEW__`; a render with autoplay runs its play
  // between `rendering` and `completed`.
  const handle = await page.waitForFunction((id) => {
    type Render = { id: string; phase?: string; renderOptions: { autoplay?: boolean } };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: Render[] } })
      .__STORYBOOK_PREVIEW__;
    const render = preview?.storyRenders.find((candidate) => candidate.id === id);
    return render && ['completed', 'afterEach', 'finished'].includes(render.phase ?? '')
      ? { autoplay: render.renderOptions.autoplay === true }
      : undefined;
  }, storyId);
  return (await handle.jsonValue()) as { autoplay: boolean };
}

describe('the static Storybook', () => {
  it('lists every MDX page (.storybook/docs, and the package READMEs of .storybook/packages) under its sidebar title, and no other', () => {
    const mdx = Object.values(entries)
      .filter((entry) => /^\.\/\.storybook\/(docs|packages)\//.test(entry.importPath))
      .map((entry) => entry.id)
      .sort();
    expect(mdx).toEqual(Object.keys(mdxPages).sort());
  });

  it('renders each MDX page with its heading, no console error, and links only to pages that exist', async () => {
    for (const [id, heading] of Object.entries(mdxPages)) {
      const { page, errors } = await openDocs(id);
      await page.locator('#storybook-docs h1', { hasText: heading }).waitFor();
      const links = await page
        .locator('#storybook-docs a[href^="?path="]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      await page.close();
      expect({ id, errors }).toEqual({ id, errors: [] });
      const targets = links.map((href) => href.replace(/^\?path=\/(docs|story)\//, ''));
      expect(targets.filter((target) => !entries[target])).toEqual([]);
    }
  });

  it('shows on "Design principles" the contrast ratios measured from the tokens of both themes', async () => {
    const { page } = await openDocs('design-principles--docs');
    const rows = page.locator('[data-contrast-row]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(contrastPairs.length);
    const light = evaluateContrast(lightTheme.color);
    const dark = evaluateContrast(darkTheme.color);
    const last = contrastPairs.length - 1;
    const lastRow = await rows.nth(last).innerText();
    expect(lastRow).toContain(`${light[last]!.ratio.toFixed(2)}:1`);
    expect(lastRow).toContain(`${dark[last]!.ratio.toFixed(2)}:1`);
    const summary = await page.locator('[data-contrast-summary="dark"]').innerText();
    const lowest = Math.min(...dark.map((result) => result.ratio));
    expect(summary).toContain(`${lowest.toFixed(2)}:1`);
    await page.close();
  });

  it('does not run play functions on docs pages, and no dialog covers them: no validation error, the dialog stays closed', async () => {
    // The story itself plays: submitting the empty form shows the required-field errors.
    const story = await context.newPage();
    await story.goto(
      `${origin}/iframe.html?viewMode=story&id=forms-customerform--validation-errors`,
    );
    await story.getByText('Campo obbligatorio').first().waitFor();
    await story.close();

    const form = await openDocs('forms-customerform--docs');
    expect(await storyRenderedInDocs(form.page, 'forms-customerform--validation-errors')).toEqual({
      autoplay: false,
    });
    await form.page
      .locator('#story--forms-customerform--validation-errors button')
      .first()
      .waitFor();
    expect(await form.page.getByText('Campo obbligatorio').count()).toBe(0);
    await form.page.close();

    const dialog = await openDocs('ui-dialog--docs');
    expect(await storyRenderedInDocs(dialog.page, 'ui-dialog--open')).toEqual({ autoplay: false });
    const trigger = dialog.page.getByRole('button', { name: 'Apri' }).first();
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // The stories open from the start are framed: no modal covers the docs page itself.
    expect(await dialog.page.locator('[role=dialog]').count()).toBe(0);
    await dialog.page.close();
  });
});
