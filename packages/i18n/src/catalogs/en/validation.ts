/** validation messages (en): the §5 validation catalogue, ICU syntax with named parameters. */
export const validation = {
  'validation.required': 'This field is required',
  'validation.minChars': 'Enter at least {min, plural, one {# character} other {# characters}}',
  'validation.maxChars': 'Enter at most {max, plural, one {# character} other {# characters}}',
  'validation.minItems': 'Select at least {min, plural, one {# item} other {# items}}',
  'validation.maxItems': 'Select at most {max, plural, one {# item} other {# items}}',
  'validation.minNumber': 'Enter a number greater than or equal to {min, number}',
  'validation.maxNumber': 'Enter a number less than or equal to {max, number}',
  'validation.email': 'Enter a valid email address',
  'validation.specialChars': 'This field contains characters that are not allowed',
  'validation.needsUppercase': 'Must contain at least one uppercase letter',
  'validation.needsLowercase': 'Must contain at least one lowercase letter',
  'validation.needsNumber': 'Must contain at least one number',
  'validation.passwordWeak':
    'This password is too weak: avoid common words and personal information',
  'validation.phone': 'Enter a valid phone number',
  'validation.latitude': 'Enter a valid latitude (between -90 and 90)',
  'validation.longitude': 'Enter a valid longitude (between -180 and 180)',
  'validation.url': 'Enter a valid web address',
  'validation.passwordsMatch': 'The passwords do not match',
} as const satisfies Record<string, string>;
