import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const zh = { common: { ok: '确定', hello: '你好，{{name}}' }, only: { zh: '仅中文' }, ago: '{{count}}分钟前' };
const en = { common: { ok: 'OK', hello: 'Hello, {{ name }}' }, ago: '{{count}} minutes ago', ago_one: 'a minute ago' };

describe('translator', () => {
  it('looks dotted keys up in the language, then in the fallback, else answers the key', () => {
    const i18n = createTranslator('en', 'zh', { zh, en });
    expect(i18n.t('common.ok')).toBe('OK');
    expect(i18n.t('only.zh')).toBe('仅中文');
    expect(i18n.t('common.missing')).toBe('common.missing');
    expect(i18n.t('common')).toBe('common'); // a section is not a string
    expect([i18n.exists('common.ok'), i18n.exists('only.zh'), i18n.exists('common'), i18n.exists('nope')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('fills {{placeholders}} (an unknown one with nothing) and tries a list of keys in order before defaultValue', () => {
    const i18n = createTranslator('en', 'zh', { zh, en });
    expect(i18n.t('common.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(i18n.t('common.hello')).toBe('Hello, {{ name }}');
    expect(i18n.t('common.hello', { other: 1 })).toBe('Hello, ');
    expect(i18n.t(['screens.x.fields.name', 'common.ok'])).toBe('OK');
    expect(i18n.t(['screens.x', 'screens.y'], { defaultValue: 'Name {{n}}', n: 2 })).toBe('Name 2');
    expect(i18n.t(['screens.x', 'screens.y'])).toBe('screens.y');
  });

  it('with a count, tries the plural form of the language first', () => {
    const i18n = createTranslator('en', 'zh', { zh, en });
    expect(i18n.t('ago', { count: 1 })).toBe('a minute ago');
    expect(i18n.t('ago', { count: 5 })).toBe('5 minutes ago');
    i18n.changeLanguage('zh');
    expect(i18n.t('ago', { count: 1 })).toBe('1分钟前');
  });

  it('merges catalogues without overwriting, and gives a new t on every change', () => {
    const i18n = createTranslator('zh', 'zh', { zh });
    const calls: string[] = [];
    const stop = i18n.subscribe(() => calls.push(i18n.language));
    const before = i18n.t;
    i18n.addResources('zh', { common: { ok: '好', later: '稍后' } });
    expect(i18n.t('common.ok')).toBe('确定');
    expect(i18n.t('common.later')).toBe('稍后');
    expect(i18n.t).not.toBe(before);
    i18n.changeLanguage('en');
    i18n.changeLanguage('en');
    stop();
    i18n.changeLanguage('zh');
    expect(calls).toEqual(['zh', 'en']);
  });
});

describe('useTranslation', () => {
  it('re-renders in the new language when it changes', async () => {
    const { default: i18n, useTranslation } = await import('./react');
    i18n.addResources('en', { test: { greeting: 'Hello' } });
    i18n.addResources('zh', { test: { greeting: '你好' } });
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('test.greeting')}</p>;
    }
    render(<Greeting />);
    const start = i18n.language;
    expect(screen.getByText(start === 'en' ? 'Hello' : '你好')).toBeTruthy();
    act(() => i18n.changeLanguage(start === 'en' ? 'zh' : 'en'));
    expect(screen.getByText(start === 'en' ? '你好' : 'Hello')).toBeTruthy();
    act(() => i18n.changeLanguage(start));
  });
});
