// The dashboard chunk.
import type { ComponentType } from 'react';
import { Dashboard } from './Dashboard';

export default { dashboard: Dashboard } satisfies Record<string, ComponentType>;
