/** validation messages (it): the §5 validation catalogue, ICU syntax with named parameters. */
export const validation = {
  'validation.required': 'Campo obbligatorio',
  'validation.minChars': 'Inserisci almeno {min, plural, one {# carattere} other {# caratteri}}',
  'validation.maxChars':
    'Inserisci al massimo {max, plural, one {# carattere} other {# caratteri}}',
  'validation.minItems': 'Seleziona almeno {min, plural, one {# elemento} other {# elementi}}',
  'validation.maxItems': 'Seleziona al massimo {max, plural, one {# elemento} other {# elementi}}',
  'validation.minNumber': 'Inserisci un numero maggiore o uguale a {min, number}',
  'validation.maxNumber': 'Inserisci un numero minore o uguale a {max, number}',
  'validation.email': 'Inserisci un indirizzo email valido',
  'validation.specialChars': 'Il campo contiene caratteri speciali non consentiti',
  'validation.needsUppercase': 'Deve contenere almeno una lettera maiuscola',
  'validation.needsLowercase': 'Deve contenere almeno una lettera minuscola',
  'validation.needsNumber': 'Deve contenere almeno un numero',
  'validation.passwordWeak':
    'Password troppo debole: evita parole comuni e informazioni personali facili da indovinare',
  'validation.phone': 'Inserisci un numero di telefono valido',
  'validation.latitude': 'Inserisci una latitudine valida (tra -90 e 90)',
  'validation.longitude': 'Inserisci una longitudine valida (tra -180 e 180)',
  'validation.url': 'Inserisci un indirizzo web valido',
  'validation.passwordsMatch': 'Le password non coincidono',
} as const satisfies Record<string, string>;
