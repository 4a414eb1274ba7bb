// The contract-address rule of each chain platform, in one place: validateToken and the public token lookup
// check with it, and the generic create/update (and an approval that creates a row) apply it to every column
// declared `x-address: <chain column>` in the contract, so no write stores an address its chain refuses.
import { checkAddress, toText } from '@wallet-admin/sdk';
import type { Db, Row } from '../db/types.ts';
import { fieldOf, invalidInput, notFound } from '../http/errors.ts';
import { PHRASES } from '../http/messages.ts';
import type { Resource } from './resources.ts';

/** Platforms where one contract account issues several tokens (the symbol tells them apart). */
export const EOS_PLATFORMS = new Set([4, 5, 6]);

/** The address as stored for a platform (the SDK's checkAddress: EVM lowercased after its EIP-55 check, TRON
 * base58check, EOS-type accounts); 40000 naming `field` when malformed. */
export function normalizeAddress(platform: number, address: string, field: string): string {
  const checked = checkAddress(platform, address);
  if (checked.ok) return checked.value;
  if (checked.rule === 'unknownPlatform')
    throw invalidInput('invalid input: unknown chain platform {platform}', { platform }, fieldOf(field));
  throw invalidInput('invalid input: {at} must be {rule}', { at: field, rule: PHRASES[checked.rule] }, fieldOf(field));
}

export async function chainPlatform(db: Db, blockchainId: number): Promise<number | null> {
  const row = await db.selectFrom('block_chain').select('platform').where('id', '=', blockchainId).executeTakeFirst();
  return row ? Number(row.platform) : null;
}

/**
 * The written values with every `x-address` column normalized for its row's chain (40000 naming the column when
 * malformed, 40004 when the chain does not exist). Only what the write touches is checked: an update that names
 * neither the address nor its chain leaves both as they are; one that names either is checked against the other
 * as stored (`current`).
 */
export async function normalizeAddresses(db: Db, resource: Resource, values: Row, current?: Row): Promise<Row> {
  const out = { ...values };
  for (const { name, address: chainColumn } of resource.columns) {
    if (!chainColumn || (values[name] === undefined && values[chainColumn] === undefined)) continue;
    const chain = Number(values[chainColumn] ?? current?.[chainColumn]);
    const platform = await chainPlatform(db, chain);
    if (platform === null) throw notFound('block_chain', chain);
    out[name] = normalizeAddress(platform, toText(values[name] ?? current?.[name]), `body.${name}`);
  }
  return out;
}
