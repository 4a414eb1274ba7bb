import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import banner from 'virtual:contract/application_config';
import btex from 'virtual:contract/btex_config';
import { loadScreenCatalogue } from '@/i18n';
import { loadGroupCatalogue } from '@/i18n/groups';
import { enumValueLabel, useLabels } from './labels';

describe('an enum value is named by the contract in the console’s language', () => {
  const platform = banner.entity?.properties?.platform;
  it('in English from x-enum-labels-en, else the label both languages share', () => {
    expect(enumValueLabel(platform, 'all', 'en')).toBe('All');
    expect(enumValueLabel(platform, 'ios', 'en')).toBe('iOS');
  });
  it('in Chinese from x-enum-labels', () => {
    expect(enumValueLabel(platform, 'all', 'zh')).toBe('全部');
  });
});

describe('help of a field', () => {
  it('is the screen’s, else for an x-secret field what happens to its masked value', async () => {
    await loadScreenCatalogue('zh');
    await loadGroupCatalogue('settings');
    const labels = renderHook(() => useLabels('btex_config')).result.current;
    const field = (name: string) => btex.operations.setBtexConfig?.body?.properties?.[name];
    expect(field('api_secret')?.secret).toBe(true);
    expect(labels.help('api_secret', field('api_secret'))).toBe('保存后只显示末 4 位，不修改则保留原值');
    expect(labels.help('markets', field('markets'))).toBe('多个交易对用英文逗号分隔，例如 BTC/USDT,ETH/USDT');
    expect(labels.help('api_base', field('api_base'))).toBeUndefined();
  });
});
