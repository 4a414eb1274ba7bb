import { describe, expect, it } from 'vitest';
import type { ScreenView } from '@/lib/screen';
import { columnLayout, openViewPatch, viewQuery, type ListSetting, type SavedView } from './workbench';

type Row = { id: number; name: string; symbol: string; status: number; remark: string; tags: string[] };
const screen = {
  resource: {
    entity: {
      type: 'object',
      properties: { id: {}, name: {}, symbol: {}, status: {}, remark: { type: 'string' }, tags: { type: 'array' } },
    },
    operations: {},
  },
  operations: {},
  list: { columns: [{ field: 'id' }, { field: 'name' }, { field: 'symbol', width: 90 }, { field: 'status' }] },
} as unknown as ScreenView<Row>;
const setting = (columns: ListSetting['columns'], pin = true): ListSetting => ({
  list: '/x',
  columns,
  pin_actions: pin,
  default_view_id: 0,
});
const fields = (columns: { field: string }[]) => columns.map((c) => c.field);

describe('columnLayout', () => {
  it("shows the declaration's columns until the operator places them, and offers the answer's other scalar fields", () => {
    const layout = columnLayout(screen, undefined, undefined);
    expect(fields(layout.shown)).toEqual(['id', 'name', 'symbol', 'status']);
    expect(layout.all.map((c) => [c.column.field, c.hidden, c.declared])).toEqual([
      ['id', false, true],
      ['name', false, true],
      ['symbol', false, true],
      ['status', false, true],
      ['remark', true, false],
    ]);
    expect(layout).toMatchObject({ pinActions: true, customised: false });
  });

  it("follows the operator's order, hidden columns and widths; a declared column they never placed comes last", () => {
    const layout = columnLayout(
      screen,
      setting([{ field: 'remark' }, { field: 'name', width: 200 }, { field: 'id', hidden: true }, { field: 'gone' }], false),
      undefined,
    );
    expect(fields(layout.shown)).toEqual(['remark', 'name', 'symbol', 'status']);
    expect(layout.shown.find((c) => c.field === 'name')?.width).toBe(200);
    expect(layout.shown.find((c) => c.field === 'symbol')?.width).toBe(90);
    expect(layout).toMatchObject({ pinActions: false, customised: true });
  });

  it("shows an opened view's columns in its order", () => {
    const view = { columns: ['status', 'name', 'unknown'] } as SavedView;
    expect(fields(columnLayout(screen, setting([]), view).shown)).toEqual(['status', 'name']);
  });
});

describe('a view and the URL', () => {
  it('keeps the filters, sort and page size, not the page nor the view id; opening one replaces the query', () => {
    expect(viewQuery({ key: 'eth', status: 1, page: 3, view: 9, size: 20, nested: { a: 1 } })).toEqual({ key: 'eth', status: 1, size: 20 });
    const view = { id: 4, query: { status: 0 } } as unknown as SavedView;
    expect(openViewPatch({ key: 'eth', page: 2 }, view)).toEqual({ key: undefined, page: undefined, status: 0, view: 4 });
    expect(openViewPatch({ key: 'eth', view: 4 }, undefined)).toEqual({ key: undefined, view: undefined });
  });
});
