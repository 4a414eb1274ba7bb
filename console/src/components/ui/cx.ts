/** Joins class names, skipping false/undefined (conditional classes). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
