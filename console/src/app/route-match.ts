// Matching a location path against a route pattern of the route data: `{name}` is one segment,
// `{name*}` the rest of the path (possibly empty), and a literal ending in `*` (`add*`) matches that
// prefix followed by anything, captured as the `*` param (vue-router's path-to-regexp semantics).

export type PathParams = Record<string, string>;

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  /** Higher wins when several patterns match: literal segments beat parameters. */
  specificity: number;
}

const cache = new Map<string, CompiledPattern>();
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): CompiledPattern {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const names: string[] = [];
  let source = '';
  let specificity = 0;
  for (const segment of normalizePath(pattern).split('/').filter(Boolean)) {
    const param = /^\{(\w+)(\*?)\}$/.exec(segment);
    if (param) {
      names.push(param[1] ?? '');
      source += param[2] ? '(?:/(.*))?' : '/([^/]+)';
      specificity += param[2] ? 0 : 1;
    } else if (segment.endsWith('*')) {
      names.push('*');
      source += `/${escape(segment.slice(0, -1))}(.*)`;
      specificity += 2;
    } else {
      source += `/${escape(segment)}`;
      specificity += 3;
    }
  }
  const compiled = { regex: new RegExp(`^${source || '/'}$`), names, specificity };
  cache.set(pattern, compiled);
  return compiled;
}

/** Drops a trailing slash (except for the root) so `/a/` and `/a` are the same screen. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function matchPath(pattern: string, path: string): PathParams | undefined {
  const { regex, names } = compile(pattern);
  const found = regex.exec(normalizePath(path));
  if (!found) return undefined;
  const params: PathParams = {};
  names.forEach((name, index) => {
    params[name] = safeDecode(found[index + 1] ?? '');
  });
  return params;
}

/** The most specific item whose pattern matches the path. */
export function bestMatch<T>(
  items: readonly T[],
  patternOf: (item: T) => string,
  path: string,
): { item: T; params: PathParams } | undefined {
  let best: { item: T; params: PathParams; specificity: number } | undefined;
  for (const item of items) {
    const params = matchPath(patternOf(item), path);
    const { specificity } = compile(patternOf(item));
    if (params && (!best || specificity > best.specificity)) best = { item, params, specificity };
  }
  return best && { item: best.item, params: best.params };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
