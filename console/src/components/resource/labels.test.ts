import { describe, expect, it } from 'vitest';
import banner from 'virtual:contract/application_config';
import { enumValueLabel } from './labels';

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
