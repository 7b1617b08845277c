import type { User } from '@altalena/contracts';
import { fn } from 'storybook/test';

/** The administrator of the stories. */
export const adminUser: User = {
  id: 1,
  version: 1,
  username: 'admin',
  email: 'admin@altalena.example',
  first_name: 'Luca',
  last_name: 'Bianchi',
  is_admin: true,
  customer_id: null,
  language: 'it',
  is_active: true,
  must_change_password: false,
  last_login_at: '2025-03-14T08:30:00.000Z',
  reminder_opt_outs: [],
};

/** The customer user of the stories. */
export const customerUser: User = {
  id: 7,
  version: 1,
  username: 'comune.verona',
  email: 'parchi@comune.verona.example',
  first_name: 'Giulia',
  last_name: 'Rossi',
  is_admin: false,
  customer_id: 3,
  language: 'en',
  is_active: true,
  must_change_password: false,
  last_login_at: null,
  reminder_opt_outs: [],
};

/** Args every dashboard story shares. */
export const dashboardArgs = () => ({
  locale: 'it' as const,
  colorMode: 'light' as const,
  onLocaleChange: fn(),
  onColorModeChange: fn(),
  onLogout: fn(),
  onLogoutAll: fn(),
  onChangePassword: fn(),
});
