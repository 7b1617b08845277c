/** API error keys of §8 and general error texts (en). */
export const errors = {
  'error.invalid_login_credentials': 'Invalid login credentials',
  'error.unknown_server_error': 'Unknown server error',
  'error.not_authenticated': 'Not authenticated',
  'error.user_not_found': 'User not found',
  'error.invalid_password': 'Invalid password',
  'error.invalid_otp': 'Invalid OTP',
  'error.unexpected': 'Unexpected error',
  'success.password_changed': 'Password changed successfully',
} as const satisfies Record<string, string>;
