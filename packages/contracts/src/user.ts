import { z } from 'zod';

/** UI languages a user can have. */
export const userLanguages = ['it', 'en'] as const;
export type UserLanguage = (typeof userLanguages)[number];
/** A UI language, as a schema. */
export const userLanguageSchema = z.enum(userLanguages);

/**
 * The reminders the server mails (docs/documents-and-schedules.md#reminders), each of which a user may turn
 * off: inspections due within 14 days (customer users), the administrators' weekly digest of overdue and
 * upcoming inspections, quotes about to expire (customer users) and open findings past their timeframe
 * (administrators and customer users).
 */
export const reminderKinds = [
  'inspection_due',
  'admin_digest',
  'quote_expiring',
  'finding_overdue',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];
/** A reminder kind, as a schema. */
export const reminderKindSchema = z.enum(reminderKinds);

/** The reminder kinds an administrator receives. */
export const adminReminderKinds = [
  'admin_digest',
  'finding_overdue',
] as const satisfies readonly ReminderKind[];

/** The reminder kinds a customer user receives. */
export const customerReminderKinds = [
  'inspection_due',
  'quote_expiring',
  'finding_overdue',
] as const satisfies readonly ReminderKind[];

/** The reminder kinds a user of the role receives, in the order the app lists them. */
export function reminderKindsOf(user: { is_admin: boolean }): readonly ReminderKind[] {
  return user.is_admin ? adminReminderKinds : customerReminderKinds;
}

/** A user as the API shows it (never with password data). */
export const user = z.object({
  id: z.number().int(),
  /** Increases with every change; the `ETag` of `users/me/` and the `If-Match` of its PATCH. */
  version: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  customer_id: z.number().int().nullable(),
  language: userLanguageSchema,
  is_active: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  /** The reminder kinds the user turned off. */
  reminder_opt_outs: z.array(reminderKindSchema),
});
export type User = z.infer<typeof user>;

/** Body of `PATCH users/me/`: what signed-in users change about themselves. */
export const userMePatch = z.strictObject({
  language: userLanguageSchema.optional(),
  /** The reminder kinds to turn off (every other kind is on); each kind at most once. */
  reminder_opt_outs: z
    .array(reminderKindSchema)
    .max(reminderKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'duplicate' })
    .optional(),
});
export type UserMePatch = z.infer<typeof userMePatch>;
