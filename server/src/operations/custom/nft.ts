// NFT collections: the metadata types, a metadata preview, and publishing to the app.
import type { Row } from '../../db/types.ts';
import { AppError, Result, invalidInput } from '../../http/errors.ts';
import { readConfig, writeConfig } from '../crud.ts';
import { decodeRow } from '../resources.ts';
import { getRow } from '../rows.ts';
import { changeRow } from '../door.ts';
import { fetchPublic } from '../../http/public-fetch.ts';
import type { OperationContext } from '../types.ts';
import { enumMembers, resourceNamed } from './shared.ts';
import { toText } from '@wallet-admin/sdk';

export async function listNftMetadataType(ctx: OperationContext) {
  const list = enumMembers(ctx, 'NftMetadataType').map(({ value, key, label, description }) => ({ value, key, label, description }));
  return { list, total: list.length };
}

const METADATA_ERROR = 'get metadata error';
const IPFS_GATEWAY = 'https://ipfs.io/ipfs/';
const MAX_BYTES = 1_048_576;

const viaGateway = (uri: string) => (uri.startsWith('ipfs://') ? IPFS_GATEWAY + uri.slice('ipfs://'.length).replace(/^ipfs\//, '') : uri);

function metadataUri(row: Row, tokenId: string): string {
  const template = toText(row.metadata_url);
  const hexId = BigInt(tokenId).toString(16).padStart(64, '0');
  const filled = template.replaceAll('{token_id}', tokenId).replaceAll('{id}', hexId).replaceAll('{address}', String(row.address));
  return Number(row.metadata_type) === 2 ? template : filled;
}

async function readMetadata(uri: string, allowAddress: (address: string) => boolean): Promise<string> {
  if (uri.startsWith('data:')) {
    const comma = uri.indexOf(',');
    const head = uri.slice(0, comma);
    const body = uri.slice(comma + 1);
    if (body.length > MAX_BYTES * 2) throw new Error('too large');
    return head.endsWith(';base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
  }
  return fetchPublic(viaGateway(uri), { timeoutMs: 5000, maxBytes: MAX_BYTES, allowAddress });
}

export async function getNftMetadata(ctx: OperationContext) {
  const row = await getRow(ctx.db, resourceNamed(ctx, 'nft_token_info'), ctx.query.id);
  const tokenId = String(ctx.query.token_id);
  try {
    const uri = metadataUri(row, tokenId);
    const raw = await readMetadata(uri, ctx.services.config.outboundAddressAllowed);
    const json = JSON.parse(raw) as Row;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const attributes = Array.isArray(json.attributes)
      ? json.attributes.filter((a): a is Row => typeof a === 'object' && a !== null && 'trait_type' in a && 'value' in a)
      : [];
    return {
      id: row.id,
      token_id: tokenId,
      uri,
      raw,
      name: text(json.name),
      description: text(json.description),
      image: viaGateway(text(json.image)),
      animation_url: text(json.animation_url),
      attributes: attributes.map((a) => ({
        trait_type: String(a.trait_type),
        value: a.value,
        ...(typeof a.display_type === 'string' ? { display_type: a.display_type } : {}),
      })),
    };
  } catch {
    throw new AppError(Result.NOT_FOUND, METADATA_ERROR);
  }
}

const SNAPSHOT = 'nft_token_info_published';

/** Writes the app-facing snapshot of shown collections and stamps synced_at on what it published. */
export async function syncNftTokenInfo(ctx: OperationContext) {
  const collections = resourceNamed(ctx, 'nft_token_info');
  let published: Row[];
  let snapshot: Row[];
  if (ctx.body.id !== undefined) {
    const row = await getRow(ctx.db, collections, ctx.body.id);
    if (Number(row.status) !== 0)
      throw invalidInput('invalid input: body.id names a hidden collection ({id})', { id: String(row.id) }, 'id');
    published = [row];
    const previous = ((await readConfig(ctx.db, SNAPSHOT)) ?? []) as Row[];
    snapshot = [...previous.filter((r) => r.id !== row.id), row];
  } else {
    published = (
      await ctx.db.selectFrom(collections.table).selectAll().where('status', '=', 0).orderBy('sort').orderBy('id').execute()
    ).map((r) => decodeRow(collections, r));
    snapshot = published;
  }
  const ids = published.map((r) => Number(r.id));
  for (const id of ids) await changeRow(ctx, collections, id, { synced_at: ctx.now });
  const stamped = snapshot.map((r) => (ids.includes(Number(r.id)) ? { ...r, synced_at: ctx.now } : r));
  stamped.sort((a, b) => Number(a.sort) - Number(b.sort) || Number(a.id) - Number(b.id));
  await writeConfig(ctx.db, SNAPSHOT, stamped, ctx.now);
  ctx.audit = {
    target: `nft_token_info:${ctx.body.id === undefined ? 'all' : toText(ctx.body.id)}`,
    before: null,
    after: { synced: ids.length },
  };
  return { synced: ids.length, synced_at: ctx.now };
}
