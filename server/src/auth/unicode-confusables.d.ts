// unicode-confusables 0.1 ships its declarations as `index.ts.d`, a name TypeScript never reads: the one function
// sso-names.ts uses, as that file declares it.
declare module 'unicode-confusables' {
  /** The string with every character replaced by its confusables.txt target (zero-width characters dropped). */
  export function rectifyConfusion(input: string): string;
}
