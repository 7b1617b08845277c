/** A class name, or nothing (`false`, `null`, `undefined`, `''`) when a condition does not hold. */
export type ClassValue = string | false | null | undefined;

/** Joins class names with spaces, skipping the empty ones: `cx(styles.row, isActive && styles.active)`. */
export function cx(...classNames: ClassValue[]): string {
  return classNames.filter(Boolean).join(' ');
}
