import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'users.admins.title': 'Administrators',
  'users.admins.description': 'The company staff who manage everything.',
  'users.customers.title': 'Customer users',
  'users.customers.description': 'The people of each customer who log in to the portal.',
  'users.list.create': 'New user',
  'users.list.empty.title': 'No users yet',
  'users.list.empty.description':
    'Add the first user: they choose their own password at first login.',
  'users.form.create': 'New user',
  'users.form.edit': 'User {username}',
  'users.form.initialPassword': 'Initial password',
  'users.form.initialPassword.description': 'They must change it at first login.',
  'users.form.generate': 'Generate',
  'users.form.copy': 'Copy',
  'users.form.copied': 'Password copied',
  'users.form.self': 'You cannot deactivate your own account.',
  'users.name': 'Name',
  'users.mustChange': 'Must change password',
  'users.newPassword.action': 'New initial password',
  'users.newPassword.title': 'New initial password for {username}',
  'users.newPassword.description':
    'Give it to the user: they must change it at their next login, and their open sessions end now.',
  'users.newPassword.confirm': 'Set this password',
  'users.newPassword.done': 'New initial password set',
} as const;

const it: Record<keyof typeof en, string> = {
  'users.admins.title': 'Amministratori',
  'users.admins.description': 'Il personale dell’azienda che gestisce tutto.',
  'users.customers.title': 'Utenti clienti',
  'users.customers.description': 'Le persone di ogni cliente che accedono al portale.',
  'users.list.create': 'Nuovo utente',
  'users.list.empty.title': 'Ancora nessun utente',
  'users.list.empty.description':
    'Aggiungi il primo utente: sceglierà la propria password al primo accesso.',
  'users.form.create': 'Nuovo utente',
  'users.form.edit': 'Utente {username}',
  'users.form.initialPassword': 'Password iniziale',
  'users.form.initialPassword.description': 'Dovrà cambiarla al primo accesso.',
  'users.form.generate': 'Genera',
  'users.form.copy': 'Copia',
  'users.form.copied': 'Password copiata',
  'users.form.self': 'Non puoi disattivare il tuo account.',
  'users.name': 'Nome',
  'users.mustChange': 'Deve cambiare la password',
  'users.newPassword.action': 'Nuova password iniziale',
  'users.newPassword.title': 'Nuova password iniziale per {username}',
  'users.newPassword.description':
    'Comunicala all’utente: dovrà cambiarla al prossimo accesso, e le sue sessioni aperte terminano ora.',
  'users.newPassword.confirm': 'Imposta questa password',
  'users.newPassword.done': 'Nuova password iniziale impostata',
};

/** The texts of the user screens, loaded with them. */
export const usersCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
