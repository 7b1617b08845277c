/** Messages of the input primitives (it). */
export const uiInputs = {
  'ui.button.pending': 'Attendere…',
  'ui.password.show': 'Mostra password',
  'ui.password.hide': 'Nascondi password',
  'ui.password.strength.label': 'Robustezza della password',
  'ui.password.strength.weak': 'Debole',
  'ui.password.strength.fair': 'Discreta',
  'ui.password.strength.good': 'Buona',
  'ui.password.strength.strong': 'Forte',
  'ui.password.hints.title': 'Una buona password ha',
  'ui.password.hint.length': 'Almeno 8 caratteri',
  'ui.password.hint.mixedCase': 'Un mix di lettere maiuscole e minuscole',
  'ui.password.hint.numbersAndSymbols': 'Numeri e caratteri speciali',
  'ui.password.hint.notGuessable':
    'Niente di facile da indovinare (il nome utente, “password”, sequenze come 1234 o qwerty)',
  'ui.password.hint.met': 'Soddisfatto:',
  'ui.password.hint.unmet': 'Non soddisfatto:',
  'ui.numberField.increment': 'Aumenta',
  'ui.numberField.decrement': 'Diminuisci',
} as const satisfies Record<string, string>;
