import { FRAMED_PATHS } from './prerenderedPaths';
import { framedPages, renderFrame } from './signedInFrame';

/** The frame's markup as a document fragment, to query as the browser would show it. */
function frameOf(path: (typeof FRAMED_PATHS)[number], locale: 'it' | 'en') {
  const { html, title } = renderFrame(path, locale);
  const root = document.createElement('div');
  root.innerHTML = html;
  const frame = (role: string) => root.querySelector<HTMLElement>(`[data-frame-role="${role}"]`);
  const links = (role: string) =>
    [...(frame(role)?.querySelectorAll('nav a') ?? [])].map((link) => link.textContent);
  return { title, root, frame, links };
}

describe('the frame of a signed-in list', () => {
  it("shows the screen's title, description and breadcrumb in the shell, the route's link current", () => {
    const { title, frame } = frameOf('/customers', 'it');
    expect(title).toBe('Clienti · Altalena');
    const admin = frame('admin');
    expect(admin?.querySelector('h1')?.textContent).toBe('Clienti');
    expect(admin?.textContent).toContain(
      'Comuni, scuole e gli altri proprietari dei parchi che ispezioni.',
    );
    expect(admin?.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/customers');
    expect(admin?.querySelector('main')).not.toBeNull();
  });

  it('is in the language asked for', () => {
    const { title, frame } = frameOf('/parks', 'en');
    expect(title).toBe('Parks · Altalena');
    expect(frame('admin')?.querySelector('h1')?.textContent).toBe('Parks');
    expect(frame('customer')?.querySelector('h1')?.textContent).toBe('Parks');
  });

  it("has each role's menu: a customer's has no registry of the company", () => {
    const { links } = frameOf('/parks', 'it');
    expect(links('admin')).toContain('Clienti');
    expect(links('customer')).toContain('Parchi');
    expect(links('customer')).not.toContain('Clienti');
    expect(links('customer')[0]).toBe('Dashboard');
  });

  it("has no customer's frame for an administrators' screen", () => {
    const { frame } = frameOf('/installers/contracts', 'it');
    expect(frame('admin')).not.toBeNull();
    expect(frame('customer')).toBeNull();
  });

  it('frames every prerendered signed-in path, each a shell route with its screen', () => {
    expect(framedPages.map((page) => page.path)).toEqual([...FRAMED_PATHS]);
    expect(framedPages.find((page) => page.path === '/customers')).toEqual({
      path: '/customers',
      screenModule: 'src/features/customers/CustomerListRoute.tsx',
      roles: ['admin'],
    });
    for (const path of FRAMED_PATHS) {
      for (const locale of ['it', 'en'] as const) {
        const { frame } = frameOf(path, locale);
        // A missing text would show its id.
        expect(frame('admin')?.querySelector('h1')?.textContent, path).not.toMatch(/\.list\./);
      }
    }
  });
});
