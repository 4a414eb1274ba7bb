import { describe, expect, it } from 'vitest';
import { parseRecommendConflicts } from './conflicts.js';

describe('parseRecommendConflicts', () => {
  it('reads every id N recommend M pair in order', () => {
    expect(parseRecommendConflicts('id 12 recommend 3')).toEqual([{ id: 12, recommend: 3 }]);
    expect(parseRecommendConflicts('cannot delete: id 1 recommend 2, id 5 recommend 7; id 9 recommend 11')).toEqual([
      { id: 1, recommend: 2 },
      { id: 5, recommend: 7 },
      { id: 9, recommend: 11 },
    ]);
  });

  it('tolerates extra spaces, any case and separators', () => {
    expect(parseRecommendConflicts('ID   4    RECOMMEND   8|Id:5 Recommend:9')).toEqual([
      { id: 4, recommend: 8 },
      { id: 5, recommend: 9 },
    ]);
    expect(parseRecommendConflicts('id=6&recommend=10,id 7, recommend 12')).toEqual([
      { id: 6, recommend: 10 },
      { id: 7, recommend: 12 },
    ]);
    expect(parseRecommendConflicts('分类被推荐使用：id 3 recommend 4；id 5 recommend 6')).toEqual([
      { id: 3, recommend: 4 },
      { id: 5, recommend: 6 },
    ]);
  });

  it('returns [] when there is no pair', () => {
    expect(parseRecommendConflicts('')).toEqual([]);
    expect(parseRecommendConflicts('name already exists')).toEqual([]);
    expect(parseRecommendConflicts('id 3 is used')).toEqual([]);
    expect(parseRecommendConflicts('dapp_id 3 recommend 4')).toEqual([]);
  });
});
