// A button that shows an operation's answer in a dialog (AnswerDialog). With an operator preview (an operation with
// `x-preview-of`) it shows what the app is answered by a signed public call: the console never holds an app secret,
// the server runs the public call's own handler.
import { createElement, lazy } from 'react';
import type { OperationId } from '@wallet-admin/sdk';
import type { CustomAction } from './screen';

const AnswerDialog = lazy(() => import('@/components/resource/AnswerDialog'));

export type AnswerColumns = Readonly<Record<string, { label?: string; link?: string }>>;

export function answerAction<E>(spec: {
  id: string;
  /** Catalogue key of the button (and the dialog's title). */
  label: string;
  scope: 'row' | 'toolbar';
  operation: OperationId;
  query: (row: E | undefined) => Record<string, unknown>;
  /** Catalogue key of a line above the answer. */
  notice?: string;
  needs?: string;
  /** A page's columns by the answer's keys: the catalogue key of a header (default: the field's label, else the key)
   * and the in-app page a value opens (`{value}` in the path), e.g. a recommendation's detail page. */
  columns?: AnswerColumns;
}): CustomAction<E> {
  const { operation, query, notice, columns } = spec;
  return {
    id: spec.id,
    label: spec.label,
    scope: spec.scope,
    operation,
    wide: true,
    needs: spec.needs,
    dialog: ({ row }) => createElement(AnswerDialog, { operation, query: query(row), notice, columns }),
  };
}
