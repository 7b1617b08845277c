/** API error keys of §8 and general error texts (it), word for word from the specification. */
export const errors = {
  'error.invalid_login_credentials': 'Credenziali di accesso non valide',
  'error.unknown_server_error': 'Errore del server sconosciuto',
  'error.not_authenticated': 'Non autenticato',
  'error.user_not_found': 'Utente non trovato',
  'error.invalid_password': 'Password non valida',
  'error.invalid_otp': 'OTP non valido',
  'error.unexpected': 'Errore imprevisto',
  'success.password_changed': 'Password cambiata con successo',
} as const satisfies Record<string, string>;
