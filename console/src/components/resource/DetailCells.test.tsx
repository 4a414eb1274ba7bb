// A row's view as the list's cells show it (issue 58): an empty value reads "-" whatever the field's kind
// (messagePushInfo's 图片 and dappVerifyInfo's Logo were blank), and a category is named, not numbered (分类 "19").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Schema } from '@wallet-admin/sdk';
import { messagePush } from '@/screens/app/messagePush';
import { dappVerify } from '@/screens/application/dappVerify';
import { dappRecommend } from '@/screens/application/recommend';
import { DetailView } from './DetailView';
import { useLabels } from './labels';
import { renderAt } from './test-utils';

vi.mock('@/app/api', () => ({
  api: {
    call: vi.fn(async (operationId: string) =>
      operationId === 'lookupCategory' ? { list: [{ id: 19, name: '游戏', lang: 'zh-Hans' }], total: 1 } : { list: [], total: 0 },
    ),
  },
}));
afterEach(cleanup);

function Message({ row }: { row: Schema<'Message'> }) {
  const labels = useLabels(messagePush.key);
  return <DetailView screen={messagePush} labels={labels} row={row} />;
}
function Submission({ row }: { row: Schema<'ApplicationSubmit'> }) {
  const labels = useLabels(dappVerify.key);
  return <DetailView screen={dappVerify} labels={labels} row={row} />;
}
function Recommend({ row }: { row: Schema<'RecommendEntry'> }) {
  const labels = useLabels(dappRecommend.key);
  return <DetailView screen={dappRecommend} labels={labels} row={row} />;
}
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('empty cells', () => {
  it("a message's picture and link of only spaces and its content of empty rich text read '-'", async () => {
    const row = {
      id: 3,
      title: 'T',
      content: '<p></p>',
      lang: 'en',
      platform: 'all',
      link_url: '',
      image_url: ' ',
      status: 0,
    } as unknown as Schema<'Message'>;
    await renderAt('/', () => <Message row={row} />);
    expect(valueOf('图片')).toBe('-');
    expect(valueOf('跳转链接')).toBe('-');
  });
  it("a submission's empty logo reads '-'", async () => {
    const row = {
      id: 3,
      title: 'T',
      url: '',
      logo: '\n',
      description: '',
      lang: 'en',
      category_id: 0,
    } as unknown as Schema<'ApplicationSubmit'>;
    await renderAt('/', () => <Submission row={row} />);
    expect(valueOf('Logo')).toBe('-');
  });
  it("a submission's category reads its name", async () => {
    const row = { id: 4, title: 'T', lang: 'zh-Hans', category_id: 19 } as unknown as Schema<'ApplicationSubmit'>;
    await renderAt('/', () => <Submission row={row} />);
    await screen.findByText('游戏');
    expect(valueOf('分类')).toBe('游戏');
  });
  it('a recommendation past its end date is marked 已结束; one running, or without an end, is not', async () => {
    const day = 86_400_000;
    const row = (end_at: number) =>
      ({
        id: 4,
        application_id: 7,
        slot: 'featured',
        title: 'Pick',
        lang: 'en',
        status: 0,
        sort: 1,
        start_at: 0,
        end_at,
      }) as unknown as Schema<'RecommendEntry'>;
    await renderAt('/', () => <Recommend row={row(Date.now() - day)} />);
    expect(screen.getByText('已结束')).toBeTruthy();
    cleanup();
    await renderAt('/', () => <Recommend row={row(Date.now() + day)} />);
    expect(screen.queryByText('已结束')).toBeNull();
    cleanup();
    await renderAt('/', () => <Recommend row={row(0)} />);
    expect(screen.queryByText('已结束')).toBeNull();
  });
});
