import { afterEach, describe, expect, it } from 'vitest';
import { listKeyOf } from './listKeys';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]');
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the keys of a list', () => {
  it('maps j, k, Enter, e, / and ? on the page or a row', () => {
    const row = element('<table><tbody><tr data-target tabindex="-1"><td>1</td></tr></tbody></table>');
    expect(['j', 'k', 'Enter', 'e', '/', '?', 'x'].map((key) => listKeyOf(press(key), row))).toEqual([
      'move',
      'move',
      'open',
      'edit',
      'search',
      'help',
      undefined,
    ]);
  });

  it('leaves typing, modifiers, open dialogs and a control’s own Enter alone', () => {
    expect(listKeyOf(press('j'), element('<input data-target />'))).toBeUndefined();
    expect(listKeyOf(press('e'), element('<div contenteditable="true" data-target></div>'))).toBeUndefined();
    expect(listKeyOf(press('k', { ctrlKey: true }), document.body)).toBeUndefined();
    expect(listKeyOf(press('Enter'), element('<button data-target>编辑</button>'))).toBeUndefined();
    expect(listKeyOf(press('j'), element('<button data-target>编辑</button>'))).toBe('move');
    expect(listKeyOf(press('j'), element('<div role="dialog"><p data-target>?</p></div>'))).toBeUndefined();
  });
});
