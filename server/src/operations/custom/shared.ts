// Helpers the custom handlers share: the resource of a name and enumerations read from the contract (the
// contract-address rule of each chain platform is in ../addresses.ts, shared with the generic writes).
import { isObject, stringList } from '@wallet-admin/sdk/contract';
import type { Resource } from '../resources.ts';
import type { OperationContext } from '../types.ts';

export function resourceNamed(ctx: OperationContext, name: string): Resource {
  const resource = ctx.services.contract.resources.get(name);
  if (!resource) throw new Error(`the contract has no ${name} resource`);
  return resource;
}

export interface EnumMember {
  value: unknown;
  key: string;
  label: string;
  description: string;
}

/** The members of an enumeration schema with their x-enum-names, x-enum-labels and `* \`v\` text` bullets. */
export function enumMembers(ctx: OperationContext, schemaName: string): EnumMember[] {
  const schema = ctx.services.contract.doc.components.schemas?.[schemaName];
  if (!isObject(schema) || !Array.isArray(schema.enum)) throw new Error(`${schemaName} is not an enumeration`);
  const names = stringList(schema['x-enum-names']);
  const labels = isObject(schema['x-enum-labels']) ? schema['x-enum-labels'] : {};
  const text = typeof schema.description === 'string' ? schema.description : '';
  return (schema.enum as unknown[]).map((value, i) => {
    const bullet = new RegExp(`^\\s*\\* \`${String(value)}\` (.*)$`, 'm').exec(text)?.[1] ?? '';
    return { value, key: names[i] ?? String(value), label: String(labels[String(value)] ?? value), description: bullet.trim() };
  });
}
