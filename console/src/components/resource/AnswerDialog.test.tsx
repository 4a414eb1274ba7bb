// An answer's table says what its columns are and links what it names (issue 58: 推荐引用 showed raw "id / recommend"
// headers and no way to the recommendation).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Schema } from '@wallet-admin/sdk';
import { loadGroupCatalogue } from '@/i18n/groups';
import type { CustomAction } from '@/lib/screen';
import { dapp } from '@/screens/application/dapp';
import { renderAt } from './test-utils';

vi.mock('@/app/api', () => ({
  api: { call: vi.fn(async () => ({ list: [{ id: 7, recommend: 3 }], total: 1 })) },
}));
afterEach(cleanup);

describe('AnswerDialog', () => {
  it("a DApp's recommendations: named columns, each recommendation linked to its page", async () => {
    await loadGroupCatalogue('application');
    const action = dapp.actions.find((a): a is CustomAction<Schema<'Application'>> => typeof a === 'object' && a.id === 'recommends');
    const Dialog = action?.dialog;
    if (!Dialog) throw new Error('no recommends dialog');
    await renderAt('/', () => <Dialog row={{ id: 7 } as Schema<'Application'>} onClose={() => undefined} />);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['DApp ID', '推荐 ID']);
    expect(screen.getByRole('link', { name: '3' }).getAttribute('href')).toBe('#/application/recommend/detail/3');
  });
});
