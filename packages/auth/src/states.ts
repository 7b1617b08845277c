/** The authentication flow states of docs/spec/original-specification.md §4, in order. */
export const authStates = [
  'none',
  'login-enter-user',
  'login-enter-ps',
  'force-ps-change',
  'start-ps-reset',
  'otp-ps-reset',
] as const;

/** A state of the authentication flow. */
export type AuthState = (typeof authStates)[number];

/** The numeric code of each state (docs/spec/original-specification.md §4); `none` has none. */
export const authStateCodes = {
  none: null,
  'login-enter-user': 0,
  'login-enter-ps': 1,
  'force-ps-change': 2,
  'start-ps-reset': 3,
  'otp-ps-reset': 4,
} as const satisfies Record<AuthState, number | null>;

/** The numeric code of a state. */
export type AuthStateCode = (typeof authStateCodes)[AuthState];
