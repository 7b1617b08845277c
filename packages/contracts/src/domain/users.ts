import { z } from 'zod';
import { userLanguageSchema, userLanguages } from '../user';
import {
  boolFilter,
  email,
  enumFilter,
  id,
  idFilter,
  listQuery,
  optionalText,
  trackedFields,
} from './common';

/** Characters a username may hold (Django's default validator). */
export const USERNAME_PATTERN = /^[A-Za-z0-9@.+_-]+$/;

/** A username: 1–150 letters, digits and `@ . + _ -`. */
export const username = z
  .string()
  .min(1)
  .max(150)
  .regex(USERNAME_PATTERN, { message: 'invalid_username' });

/** A candidate password: the rules (`brokenPasswordRules`) are checked by the server, not here. */
const candidatePassword = z.string().max(1024);

const userFields = {
  username,
  email,
  first_name: optionalText(150),
  last_name: optionalText(150),
  language: userLanguageSchema.optional(),
  is_active: z.boolean().optional(),
};

/** Body of `PUT users/admins/{id}/`: the writable fields of an administrator. */
export const adminUserUpdate = z.strictObject(userFields);
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

/** Body of `POST users/admins/`: the fields plus the initial password. */
export const adminUserWrite = z.strictObject({ ...userFields, password: candidatePassword });
export type AdminUserWrite = z.infer<typeof adminUserWrite>;

/** Body of `PATCH users/admins/{id}/`. */
export const adminUserPatch = adminUserUpdate.partial();
export type AdminUserPatch = z.infer<typeof adminUserPatch>;

/** Body of `PUT users/customers/{id}/`: the writable fields of a customer user. */
export const customerUserUpdate = z.strictObject({ ...userFields, customer_id: id });
export type CustomerUserUpdate = z.infer<typeof customerUserUpdate>;

/** Body of `POST users/customers/`: the fields, the customer and the initial password. */
export const customerUserWrite = z.strictObject({
  ...userFields,
  customer_id: id,
  password: candidatePassword,
});
export type CustomerUserWrite = z.infer<typeof customerUserWrite>;

/** Body of `PATCH users/customers/{id}/`. */
export const customerUserPatch = customerUserUpdate.partial();
export type CustomerUserPatch = z.infer<typeof customerUserPatch>;

/** Body of `POST users/{admins|customers}/{id}/set-password/`: a new initial password. */
export const setUserPasswordRequest = z.strictObject({ password: candidatePassword });
export type SetUserPasswordRequest = z.infer<typeof setUserPasswordRequest>;

const userItemFields = {
  ...trackedFields,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: userLanguageSchema,
  is_active: z.boolean(),
  is_admin: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
};

/** An administrator as `users/admins/` shows it (never any password data). */
export const adminUser = z.object(userItemFields);
export type AdminUser = z.infer<typeof adminUser>;

/**
 * A customer user as `users/customers/` shows it (never any password data); the customer is null only for a
 * user the CLI created without one.
 */
export const customerUser = z.object({
  ...userItemFields,
  customer_id: id.nullable(),
  customer_name: z.string().nullable(),
});
export type CustomerUser = z.infer<typeof customerUser>;

/** Fields a user list can be ordered by. */
export const userOrdering = [
  'username',
  'last_name',
  'email',
  'last_login_at',
  'created_at',
] as const;

/** Query string of `GET users/admins/`. */
export const adminUserListQuery = listQuery(userOrdering, {
  is_active: boolFilter,
  language: enumFilter(userLanguages),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** Query string of `GET users/customers/`. */
export const customerUserListQuery = listQuery(userOrdering, {
  is_active: boolFilter,
  language: enumFilter(userLanguages),
  customer_id: idFilter,
});
export type CustomerUserListQuery = z.infer<typeof customerUserListQuery>;
