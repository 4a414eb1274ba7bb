// The /system group chunk: every description in this folder's .ts files (see ../group.tsx). The .tsx files
// are custom parts, loaded by the descriptions that use them.
import { groupComponents } from '../group';

export default groupComponents(import.meta.glob(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true }));
