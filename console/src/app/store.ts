// A minimal external store for shell state shared outside React (guard, API callbacks) and inside
// it (useStore). Selectors must return stable values (fields, not new objects).
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  // Properties, not methods: React and the guard call them detached (useSyncExternalStore(store.subscribe)).
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** A store kept in localStorage as JSON (missing or unreadable values fall back to `defaults`). */
export function createPersistedStore<T extends object>(key: string, defaults: T): Store<T> {
  let saved: Partial<T> = {};
  try {
    saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<T>;
  } catch {
    saved = {};
  }
  const store = createStore<T>({ ...defaults, ...saved });
  store.subscribe(() => localStorage.setItem(key, JSON.stringify(store.get())));
  return store;
}
