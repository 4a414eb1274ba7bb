// A button that shows an operation's answer in a dialog (AnswerDialog). With an operator preview (an operation with
// `x-preview-of`) it shows what the app is answered by a signed public call: the console never holds an app secret,
// the server runs the public call's own handler.
import { createElement, lazy } from 'react';
import type { OperationId } from '@wallet-admin/sdk';
import type { CustomAction } from './screen';

const AnswerDialog = lazy(() => import('@/components/resource/AnswerDialog'));

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
}): CustomAction<E> {
  const { operation, query, notice } = spec;
  return {
    id: spec.id,
    label: spec.label,
    scope: spec.scope,
    operation,
    wide: true,
    needs: spec.needs,
    dialog: ({ row }) => createElement(AnswerDialog, { operation, query: query(row), notice }),
  };
}
