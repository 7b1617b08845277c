/** Texts of the mails the server sends, rendered in the recipient's language. */
export const mail = {
  'mail.otp.subject': 'Altalena: code to reset your password',
  'mail.otp.text':
    'Hello {name},\n\nwe received a request to reset the password of your Altalena account.\n\nYour OTP code is: {code}\n\nThe code is valid for {minutes} minutes and can be used once.\nIf you did not ask to reset your password, ignore this message: your current password stays valid.\n\nAltalena',
} as const;
