// react-hook-form resolvers over zod rules that load zod (and the rules) when first needed, not with the
// screen: a form renders without ~15 kB it needs only to check. Forms call `load()` when they get focus,
// so the rules are in by the first submit.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldSchema } from './contract';
import type { RuleMessages } from './schema-zod';

export type LazyResolver<V extends FieldValues> = Resolver<V> & { load: () => void };

/** A resolver of the zod schema `build` resolves to (built once). */
export function lazyResolver<V extends FieldValues>(build: () => Promise<z.ZodMiniType<FieldValues, FieldValues>>): LazyResolver<V> {
  let resolver: Promise<Resolver<V>> | undefined;
  const loaded = () =>
    (resolver ??= Promise.all([build(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<V>,
    ));
  const resolve: Resolver<V> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolve, { load: () => void loaded().catch(() => undefined) });
}

/** The contract's rules of an object schema (lib/schema-zod), or of the named fields only. */
export function contractResolver<V extends FieldValues>(
  body: FieldSchema,
  messages: RuleMessages,
  names?: readonly string[],
): LazyResolver<V> {
  return lazyResolver(() => import('./schema-zod').then(({ objectRule }) => objectRule(body, messages, names)));
}
