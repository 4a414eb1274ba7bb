import { describe, expect, it } from 'vitest';
import { dapp } from '@/screens/application/dapp';
import { screenForUser } from './entries';
import type { Screen } from './screen';

const ids = (screen: Screen) => screen.actions.map((action) => (typeof action === 'string' ? action : action.id));

describe('screenForUser', () => {
  const screen = dapp as unknown as Screen;
  const recommend = screen.actions.find((action) => typeof action !== 'string' && action.needs === '/application/DAppRecommend');

  it("leaves out a button whose operation is another screen's the user does not hold", () => {
    expect(recommend).toBeDefined();
    const id = typeof recommend === 'string' ? '' : recommend!.id;
    expect(ids(screenForUser(screen, [], (route) => route === '/application/dapp'))).not.toContain(id);
    expect(ids(screenForUser(screen, [], (route) => route.startsWith('/application/')))).toContain(id);
  });
});
