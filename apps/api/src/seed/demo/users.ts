import { users } from '../../db/schema';
import type { Tx } from '../../resources/types';
import type { DemoLogin } from '../demo';
import { demoCustomers } from '../demoContent';
import { insertIds, type CreatedBy } from './insertIds';

/** The demo's two administrators: the admin and the inspector. */
export async function insertStaff(
  tx: Tx,
  passwordHash: string,
  stamp: { created_at: Date; updated_at: Date },
): Promise<{ adminId: number; inspectorId: number; logins: DemoLogin[] }> {
  const [adminId, inspectorId] = await insertIds(tx, users, [
    {
      username: 'demo-admin',
      email: 'admin@altalena.example',
      first_name: 'Chiara',
      last_name: 'Moretti',
      is_admin: true,
      password_hash: passwordHash,
      ...stamp,
    },
    {
      username: 'demo-ispettore',
      email: 'ispettore@altalena.example',
      first_name: 'Andrea',
      last_name: 'Galli',
      is_admin: true,
      password_hash: passwordHash,
      ...stamp,
    },
  ]);
  return {
    adminId: adminId!,
    inspectorId: inspectorId!,
    logins: [
      { username: 'demo-admin', role: 'admin', customer: null },
      { username: 'demo-ispettore', role: 'admin', customer: null },
    ],
  };
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One user per demo customer, `demo-<city>`; returns their ids in customer order. */
export async function insertCustomerUsers(
  tx: Tx,
  customerIds: number[],
  passwordHash: string,
  by: CreatedBy,
): Promise<{ ids: number[]; logins: DemoLogin[] }> {
  const usedSlugs = new Set<string>();
  const customerUsers = demoCustomers.map((c, i) => {
    let slug = slugify(c.city);
    if (usedSlugs.has(slug)) slug = `${slug}-${i + 1}`;
    usedSlugs.add(slug);
    const [first = '', ...rest] = c.contact_person.split(' ');
    return {
      username: `demo-${slug}`,
      email: c.email,
      first_name: first,
      last_name: rest.join(' '),
      customer_id: customerIds[i]!,
      password_hash: passwordHash,
      ...by,
    };
  });
  const ids = await insertIds(tx, users, customerUsers);
  const logins = customerUsers.map((u, i): DemoLogin => ({
    username: u.username,
    role: 'customer',
    customer: demoCustomers[i]!.name,
  }));
  return { ids, logins };
}
