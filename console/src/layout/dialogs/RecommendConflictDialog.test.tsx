import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { recommendConflict, showRecommendConflict } from './recommend-conflict-store';
import RecommendConflictDialog from './RecommendConflictDialog';

describe('RecommendConflictDialog', () => {
  it('lists each DApp id with the recommendation that blocks it, and closes', async () => {
    const event = {
      operationId: 'deleteApplication' as const,
      conflicts: [
        { id: 12, recommend: 3 },
        { id: 15, recommend: 7 },
      ],
      message: 'id 12 recommend 3, id 15 recommend 7',
    };
    showRecommendConflict(event);
    render(<RecommendConflictDialog event={event} />);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['12推荐 #3', '15推荐 #7']);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#/application/recommend/detail/3',
      '#/application/recommend/detail/7',
    ]);
    await act(async () => screen.getByRole('button', { name: '确定' }).click());
    expect(recommendConflict.get()).toBeUndefined();
  });
  it("names the first column by what the refused write was about: a category's id is not a DApp's", () => {
    const event = { operationId: 'updateCategory' as const, conflicts: [{ id: 17, recommend: 4 }], message: 'id 17 recommend 4' };
    render(<RecommendConflictDialog event={event} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['分类 ID', '推荐 ID']);
    expect(screen.getByText('以下分类仍被推荐位引用，请先在推荐管理中移除后再试。')).toBeTruthy();
    expect(screen.queryByText('DApp ID')).toBeNull();
  });
});
