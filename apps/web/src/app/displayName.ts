import type { User } from '@altalena/contracts';

/** A user's display name: first and last name, or the username when both are empty. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
