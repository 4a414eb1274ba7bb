import { afterEach, describe, expect, it } from 'vitest';
import { hashHistory } from './hash-history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hashHistory', () => {
  it('reads the hash route alone, whatever query string stands before the #', () => {
    window.history.replaceState(null, '', '/?r=abc&utm_source=x#/application/DAppRecommendInfo?id=4');
    const history = hashHistory();
    expect(history.location.pathname).toBe('/application/DAppRecommendInfo');
    expect(history.location.search).toBe('?id=4');
    // The address keeps the route and loses what was never the console's.
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/application/DAppRecommendInfo?id=4');
    history.destroy();
  });
  it('leaves an address without one as it is', () => {
    window.history.replaceState(null, '', '/#/app/version/12');
    const history = hashHistory();
    expect(history.location.pathname).toBe('/app/version/12');
    expect(window.location.href.endsWith('/#/app/version/12')).toBe(true);
    history.destroy();
  });
});
