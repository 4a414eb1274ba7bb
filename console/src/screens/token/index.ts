// The /token group chunk: every description in this folder's .ts files (see ../group.tsx).
import { groupComponents } from '../group';

export default groupComponents(import.meta.glob(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true }));
