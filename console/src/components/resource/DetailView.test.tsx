import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Schema } from '@wallet-admin/sdk';
import { dappRecommend } from '@/screens/application/recommend';
import { DetailView } from './DetailView';
import { useLabels } from './labels';
import { renderAt } from './test-utils';

vi.mock('@/app/api', () => ({ api: { call: vi.fn(async () => ({ list: [], total: 0 })) } }));
afterEach(cleanup);

// The list's row type; the row below is what a get answers, without the joined fields.
type Entry = Schema<'RecommendEntry'>;

function View({ row }: { row: Entry }) {
  const labels = useLabels(dappRecommend.key);
  return <DetailView screen={dappRecommend} labels={labels} row={row} />;
}

describe('DetailView', () => {
  it("shows the fields the row has, not empty rows for a list's joined fields a get does not answer", async () => {
    // A recommendation as getRecommend answers it: the entity, without application_title, application_logo, …
    await renderAt('/', () => (
      <View row={{ id: 4, application_id: 7, slot: 'featured', title: 'Pick', lang: 'en', status: 0, sort: 1 } as Entry} />
    ));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.length).toBeGreaterThan(3);
    expect(terms.some((term) => /logo/i.test(term ?? ''))).toBe(false);
    expect(terms).toHaveLength(new Set(terms).size);
    expect(screen.getAllByRole('definition').every((d) => d.textContent !== '')).toBe(true);
  });
});
