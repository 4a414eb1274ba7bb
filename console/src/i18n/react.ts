// `useTranslation()` over the console's translator: `t` for the current language, and a re-render of the
// component whenever the language changes or a catalogue arrives (the hook react-i18next offered, which the
// console used before its own translator).
import { useSyncExternalStore } from 'react';
import i18n from '.';
import type { TFunction, Translator } from './translator';

export type { TFunction } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(subscribe, () => i18n.t);
  return { t, i18n };
}

export default i18n;
