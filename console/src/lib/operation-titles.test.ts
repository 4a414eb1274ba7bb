import { describe, expect, it } from 'vitest';
import { operationTitleIn } from './operation-titles';

describe('operationTitleIn', () => {
  it('names an operation by its contract title in the language asked, and an unknown one by its id', () => {
    expect(operationTitleIn('setLastVersion', 'zh')).toBe('设为最新版本');
    expect(operationTitleIn('setLastVersion', 'en')).toBe('Publish a version as the latest of its platform');
    expect(operationTitleIn('noSuchOperation', 'zh')).toBe('noSuchOperation');
  });
});
