// Helpers the custom handlers share: the resource of a name, enumerations read from the contract, and the
// contract-address rule of each chain platform.
import { isObject, stringList } from '@wallet-admin/sdk/contract';
import { fieldOf, invalidInput } from '../../http/errors.ts';
import { PHRASES, type Text } from '../../http/messages.ts';
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

const EVM = /^0x[0-9a-fA-F]{40}$/;
const EOS_ACCOUNT = /^[a-z1-5.]{1,12}$/;
const IOST_SYMBOL = /^[a-z0-9_]{2,16}$/;
const JINGTUM = /^j[1-9A-HJ-NP-Za-km-z]{24,34}$/;

/** Platforms where one contract account issues several tokens (the symbol tells them apart). */
export const EOS_PLATFORMS = new Set([4, 5, 6]);

/** The address as stored for a platform (EVM addresses lowercased); 40000 naming `field` when malformed. */
export function normalizeAddress(platform: number, address: string, field: string): string {
  const fail = (rule: Text) => invalidInput('invalid input: {at} must be {rule}', { at: field, rule }, fieldOf(field));
  switch (platform) {
    case 1:
    case 3:
      if (!EVM.test(address)) throw fail(PHRASES.evmAddress);
      return address.toLowerCase();
    case 4:
    case 5:
    case 6:
      if (!EOS_ACCOUNT.test(address)) throw fail(PHRASES.eosAccount);
      return address;
    case 7:
      if (!IOST_SYMBOL.test(address)) throw fail(PHRASES.iostSymbol);
      return address;
    case 2:
      if (!JINGTUM.test(address)) throw fail(PHRASES.jingtumAddress);
      return address;
    default:
      throw invalidInput('invalid input: unknown chain platform {platform}', { platform }, fieldOf(field));
  }
}

export async function chainPlatform(ctx: OperationContext, blockchainId: number): Promise<number | null> {
  const row = await ctx.db.selectFrom('block_chain').select('platform').where('id', '=', blockchainId).executeTakeFirst();
  return row ? Number(row.platform) : null;
}
