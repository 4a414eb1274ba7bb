import { afterEach, describe, expect, it, vi } from 'vitest';

const answer = vi.hoisted(() => ({ leave: false, asked: 0 }));
vi.mock('@/components/resource/LeaveDialog', () => ({
  askLeave: () => {
    answer.asked++;
    return Promise.resolve(answer.leave);
  },
}));

import { confirmDiscard, confirmLeaving, confirmLeavingOthers, draftOf, forgetForm, hasUnsavedForms, isEdited, trackForm } from './unsaved';

afterEach(() => {
  for (const id of ['a', 'b']) forgetForm(id);
  answer.asked = 0;
});

describe('unsaved forms', () => {
  it('keeps the draft of an edited form and forgets a clean one', () => {
    trackForm('a', '/system/blockchain/add', true, { name: 'Draft' });
    expect(draftOf('a')).toEqual({ name: 'Draft' });
    expect(isEdited('a')).toBe(true);
    expect(hasUnsavedForms('/system/blockchain/add')).toBe(true);
    expect(hasUnsavedForms('/system/language')).toBe(false);
    trackForm('a', '/system/blockchain/add', false);
    expect(draftOf('a')).toBeUndefined();
    expect(hasUnsavedForms()).toBe(false);
  });

  it('asks only when a form of the page has edits, and discards them once the operator agrees', async () => {
    expect(await confirmLeaving('/system/language')).toBe(true);
    expect(answer.asked).toBe(0);
    trackForm('a', '/system/blockchain/add', true, { name: 'Draft' });
    trackForm('b', '/system/homeDeFi', true, { items: [] });
    answer.leave = false;
    expect(await confirmLeaving('/system/blockchain/add')).toBe(false);
    expect(draftOf('a')).toEqual({ name: 'Draft' });
    answer.leave = true;
    expect(await confirmDiscard('a')).toBe(true);
    expect(draftOf('a')).toBeUndefined();
    expect(hasUnsavedForms('/system/homeDeFi')).toBe(true);
    expect(await confirmLeaving()).toBe(true); // sign-out: every page
    expect(hasUnsavedForms()).toBe(false);
    expect(answer.asked).toBe(3);
  });

  it('关闭其他 asks only for edits on the pages it closes, and keeps the draft of the page it keeps', async () => {
    trackForm('a', '/system/blockchain/add', true, { name: 'Draft' });
    answer.leave = true;
    expect(await confirmLeavingOthers('/system/blockchain/add')).toBe(true);
    expect(answer.asked).toBe(0);
    trackForm('b', '/system/homeDeFi', true, { items: [] });
    answer.leave = false;
    expect(await confirmLeavingOthers('/system/blockchain/add')).toBe(false);
    expect(hasUnsavedForms('/system/homeDeFi')).toBe(true);
    answer.leave = true;
    expect(await confirmLeavingOthers('/system/blockchain/add')).toBe(true);
    expect(hasUnsavedForms('/system/homeDeFi')).toBe(false);
    expect(draftOf('a')).toEqual({ name: 'Draft' });
    expect(answer.asked).toBe(2);
  });

  it('guards the browser tab (beforeunload) only while a form has edits', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    trackForm('a', '/x', true, {});
    expect(unload()).toBe(true);
    forgetForm('a');
    expect(unload()).toBe(false);
  });
});
