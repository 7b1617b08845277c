import { dashboardPathFor, loginUrlFor, safeNext } from './session';

describe('safeNext', () => {
  it('keeps a path of this site', () => {
    expect(safeNext('/dashboard/admin')).toBe('/dashboard/admin');
    expect(safeNext('/parks?page=2#map')).toBe('/parks?page=2#map');
  });

  it('refuses other sites, relative paths and the auth pages (open redirect, loops)', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'dashboard',
      '',
      null,
      undefined,
    ])
      expect(safeNext(bad)).toBeNull();
    expect(safeNext('/auth/login')).toBeNull();
    expect(safeNext('/auth/change-password')).toBeNull();
  });
});

describe('loginUrlFor', () => {
  it('keeps the page asked for in ?next=', () => {
    expect(loginUrlFor(new URL('http://x/dashboard/admin?tab=1'))).toBe(
      '/auth/login?next=%2Fdashboard%2Fadmin%3Ftab%3D1',
    );
    expect(loginUrlFor(new URL('http://x/'))).toBe('/auth/login');
  });
});

describe('dashboardPathFor', () => {
  it('sends admins to the admin dashboard and everyone else to the customer one (docs/spec/original-specification.md §2)', () => {
    expect(dashboardPathFor({ is_admin: true })).toBe('/dashboard/admin');
    expect(dashboardPathFor({ is_admin: false })).toBe('/dashboard/customer');
  });
});
