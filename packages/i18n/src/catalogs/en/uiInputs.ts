/** Messages of the input primitives (en). */
export const uiInputs = {
  'ui.button.pending': 'Please wait…',
  'ui.password.show': 'Show password',
  'ui.password.hide': 'Hide password',
  'ui.password.strength.label': 'Password strength',
  'ui.password.strength.weak': 'Weak',
  'ui.password.strength.fair': 'Fair',
  'ui.password.strength.good': 'Good',
  'ui.password.strength.strong': 'Strong',
  'ui.password.hints.title': 'A good password has',
  'ui.password.hint.length': 'At least 8 characters',
  'ui.password.hint.mixedCase': 'A mix of upper and lower case letters',
  'ui.password.hint.numbersAndSymbols': 'Numbers and special characters',
  'ui.password.hint.notGuessable':
    'Nothing guessable (your username, “password”, sequences like 1234 or qwerty)',
  'ui.password.hint.met': 'Met:',
  'ui.password.hint.unmet': 'Not met:',
  'ui.numberField.increment': 'Increase',
  'ui.numberField.decrement': 'Decrease',
} as const satisfies Record<string, string>;
