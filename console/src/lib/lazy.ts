// React.lazy for a named export, keeping the component's own (generic) props type.
import { lazy, type ComponentType } from 'react';

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<object> }))) as unknown as M[K];
}
