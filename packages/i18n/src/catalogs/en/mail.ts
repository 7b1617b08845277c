/** Texts of the mails the server sends, rendered in the recipient's language. */
export const mail = {
  'mail.greeting': 'Dear {name},',
  'mail.signature': 'Altalena',
  'mail.otp.subject': 'Altalena: code to reset your password',
  'mail.otp.intro': 'we received a request to reset the password of your Altalena account.',
  'mail.otp.code': 'Your OTP code is: {code}',
  'mail.otp.validity': 'The code is valid for {minutes} minutes and can be used once.',
  'mail.otp.ignore':
    'If you did not ask to reset your password, ignore this message: your current password stays valid.',
  'mail.quote.number': 'Quote',
  'mail.quote.customer': 'Customer',
  'mail.quote.park': 'Play area',
  'mail.quote.total': 'Total (VAT included)',
  'mail.quote.validUntil': 'Valid until',
  'mail.quote.answeredBy': 'Answered by',
  'mail.quote.reason': 'Reason',
  'mail.quote.noReason': 'none given',
  'mail.quote.open': 'Open the quote',
  'mail.quoteSent.subject': 'Quote no. {number} · {park}',
  'mail.quoteSent.intro':
    'please find attached our quote no. {number} for the works on the play area {park}, following inspection no. {inspection}.',
  'mail.quoteSent.answer': 'You can read it, accept it or reject it in the Altalena customer area.',
  'mail.quoteAccepted.subject': 'Quote no. {number} accepted · {park}',
  'mail.quoteAccepted.intro':
    '{who} ({customer}) accepted quote no. {number} for the play area {park}.',
  'mail.quoteRejected.subject': 'Quote no. {number} rejected · {park}',
  'mail.quoteRejected.intro':
    '{who} ({customer}) rejected quote no. {number} for the play area {park}.',
} as const;
