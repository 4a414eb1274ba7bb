// The filter bar's choices (issue 58): an enum with a value named 全部 (a push's platform `all`) is not offered
// beside a second 全部 meaning "no filter"; that one reads 不限. A language filter with `all` offers every language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { EnumSelectProps } from './widgets/EnumSelect';
import { messagePush } from '@/screens/app/messagePush';
import { splash } from '@/screens/app/splash';
import { FilterBar } from './FilterBar';
import { useLabels } from './labels';
import { renderAt } from './test-utils';

const seen = vi.hoisted(() => new Map<string, EnumSelectProps>());
vi.mock('./widgets/EnumSelect', () => ({
  EnumSelect: (props: EnumSelectProps) => {
    seen.set(props.id ?? '', props);
    return null;
  },
}));
const languages = vi.hoisted(() => [] as { allLabel?: string }[]);
vi.mock('./widgets/LanguagePicker', () => ({
  LanguagePicker: (props: { allLabel?: string }) => {
    languages.push(props);
    return null;
  },
}));
vi.mock('@/app/api', () => ({ api: { call: vi.fn(async () => ({ list: [], total: 0 })) } }));
afterEach(() => {
  cleanup();
  seen.clear();
  languages.length = 0;
});

function Bar({ screen }: { screen: typeof messagePush | typeof splash }) {
  const labels = useLabels(screen.key);
  const list = screen.operations.list ? screen.resource.operations[screen.operations.list] : undefined;
  return (
    <FilterBar
      filters={screen.list?.filters ?? []}
      params={list?.query ?? {}}
      labels={labels}
      values={{}}
      onChange={() => undefined}
      onReset={() => undefined}
    />
  );
}

describe('FilterBar', () => {
  it("a push's platform filter offers 全部 (the platform value) once and 不限 for no filter", async () => {
    await renderAt('/', () => <Bar screen={messagePush} />);
    const platform = [...seen.values()].find((props) => props.options.some((option) => option.value === 'ios'));
    expect(platform?.options.map((option) => option.label)).toContain('全部');
    expect(platform?.allLabel).toBe('不限');
    // An enum without such a value keeps 全部.
    const status = [...seen.values()].find((props) => props !== platform);
    expect(status?.allLabel).toBe('全部');
  });
  it("the splash list's language filter offers all languages", async () => {
    await renderAt('/', () => <Bar screen={splash} />);
    expect(languages.at(-1)?.allLabel).toBe('全部');
  });
});
