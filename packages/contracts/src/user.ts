import { z } from 'zod';

/** UI languages a user can have. */
export const userLanguages = ['it', 'en'] as const;
export type UserLanguage = (typeof userLanguages)[number];

/** A user as the API shows it (never with password data). */
export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  customer_id: z.number().int().nullable(),
  language: z.enum(userLanguages),
  is_active: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type User = z.infer<typeof user>;
