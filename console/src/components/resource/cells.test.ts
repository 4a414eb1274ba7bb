import { describe, expect, it } from 'vitest';
import bannerContract from 'virtual:contract/application_config';
import chainContract from 'virtual:contract/block_chain';
import tokenContract from 'virtual:contract/token';
import dappContract from 'virtual:contract/recommend';
import { cellOf } from './cells';
import type { Contract } from '@/lib/contract';

const kindOf = (contract: Contract, field: string) => cellOf<Record<string, unknown>>({ field }, contract.entity?.properties?.[field]);

describe('a column without a cell gets its field’s default', () => {
  it.each([
    [bannerContract, 'id', 'id', 70],
    [bannerContract, 'image_url', 'image', 64],
    [bannerContract, 'title', 'text', undefined],
    [bannerContract, 'link_url', 'link', undefined],
    [bannerContract, 'lang', 'enum', undefined],
    [bannerContract, 'platform', 'enum', undefined],
    [bannerContract, 'start_at', 'datetime', undefined],
    [bannerContract, 'status', 'badge', undefined],
    [bannerContract, 'sort', 'text', undefined],
    [chainContract, 'chain_id', 'code', undefined],
    [chainContract, 'decimals', 'number', undefined],
    [chainContract, 'updated_at', 'datetime', undefined],
    [tokenContract, 'blockchain_id', 'chain', undefined],
    [tokenContract, 'address', 'code', undefined],
    [dappContract, 'application_id', 'ref', undefined],
  ] as const)('%#: %s', (contract, field, kind, width) => {
    expect(kindOf(contract, field)).toEqual({ kind, width });
  });

  it('names a kind or a width only to differ from the default', () => {
    const schema = chainContract.entity?.properties?.updated_at;
    expect(cellOf({ field: 'updated_at', cell: 'relative' }, schema)).toEqual({ kind: 'relative', width: undefined });
    expect(cellOf({ field: 'id', width: 90 }, chainContract.entity?.properties?.id)).toEqual({ kind: 'id', width: 90 });
  });
});
