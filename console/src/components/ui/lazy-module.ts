// Radix widgets whose code loads on first use (menus, select): until then their trigger renders without
// it and asks for it on the gesture that opens the widget.
import { useState } from 'react';

/** A hook over one lazily loaded module: `[module once loaded, load(then)]`; `load` runs `then` and
 * re-renders the caller once the module is in. */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  return function useLazyModule(): [M | undefined, (then: () => void) => void] {
    const [module, setModule] = useState(loaded);
    const request = (then: () => void) =>
      void load().then((value) => {
        loaded = value;
        then();
        setModule(value);
      });
    return [module ?? loaded, request];
  };
}
