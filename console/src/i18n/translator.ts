// The console's translator: catalogues per language, merged as their chunks load, and `t` with the key syntax
// the catalogues are written in (i18next's): dotted keys, `{{name}}` placeholders, a list of keys tried in order,
// `defaultValue`, and `count` trying `<key>_<plural category>` before `<key>`. A missing key answers the key.
// Why not i18next + react-i18next: they were 15 kB gzip of the login page's 120 kB budget for these few
// features; this is under 1 kB (see docs/performance.md).

export type Catalogue = { readonly [key: string]: string | Catalogue };
type TOptions = { defaultValue?: string; count?: number } & Readonly<Record<string, unknown>>;
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

export interface Translator {
  readonly language: string;
  /** Translates in the current language. A new function whenever the language changes or strings are added,
   * so React hooks that depend on it (and `useTranslation`) follow. */
  readonly t: TFunction;
  /** Whether a key has a text in the language or the fallback. */
  exists(key: string): boolean;
  /** Merges a catalogue into a language's; keys already there keep their text. */
  addResources(language: string, catalogue: Catalogue): void;
  changeLanguage(language: string): void;
  subscribe(listener: () => void): () => void;
}

const isCatalogue = (value: unknown): value is Catalogue => typeof value === 'object' && value !== null;

function mergeInto(target: Record<string, unknown>, added: Catalogue): void {
  for (const [key, value] of Object.entries(added)) {
    const current = target[key];
    if (isCatalogue(value)) {
      if (current === undefined) target[key] = {};
      const merged = target[key];
      if (isCatalogue(merged)) mergeInto(merged, value);
    } else if (current === undefined) target[key] = value;
  }
}

function lookup(catalogue: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = isCatalogue(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A placeholder's text: strings and numbers as written, anything else as JSON, nothing for a missing value. */
const valueText = (value: unknown) =>
  value === undefined
    ? ''
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
const interpolate = (text: string, options: TOptions | undefined) =>
  options ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => valueText(options[name])) : text;

export function createTranslator(initial: string, fallback: string, catalogues: Readonly<Record<string, Catalogue>> = {}): Translator {
  const store = new Map<string, Record<string, unknown>>();
  const listeners = new Set<() => void>();
  let language = initial;

  const translate: TFunction = (key, options) => {
    const keys = typeof key === 'string' ? [key] : key;
    const languages = language === fallback ? [language] : [language, fallback];
    const count = options?.count;
    for (const k of keys) {
      const candidates = typeof count === 'number' ? [`${k}_${new Intl.PluralRules(language).select(count)}`, k] : [k];
      for (const code of languages) {
        for (const candidate of candidates) {
          const text = lookup(store.get(code), candidate);
          if (text !== undefined) return interpolate(text, options);
        }
      }
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : (keys[keys.length - 1] ?? '');
  };
  let current: TFunction = (key, options) => translate(key, options);
  const changed = () => {
    current = (key, options) => translate(key, options);
    for (const listener of [...listeners]) listener();
  };

  const translator: Translator = {
    get language() {
      return language;
    },
    get t() {
      return current;
    },
    exists: (key) => [language, fallback].some((code) => lookup(store.get(code), key) !== undefined),
    addResources(code, catalogue) {
      let target = store.get(code);
      if (!target) store.set(code, (target = {}));
      mergeInto(target, catalogue);
      changed();
    },
    changeLanguage(code) {
      if (code === language) return;
      language = code;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const [code, catalogue] of Object.entries(catalogues)) translator.addResources(code, catalogue);
  return translator;
}
