export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { passwordStrength, isGuessable, PASSWORD_MIN_LENGTH } from './passwordStrength';
export type { PasswordStrength, PasswordStrengthLevel, PasswordHints } from './passwordStrength';
