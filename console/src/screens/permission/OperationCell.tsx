// The audit log's operation column: the operation's title in the current language, its operationId beside it (what
// the 操作 filter matches, and what the exported log holds).
import { toText } from '@wallet-admin/sdk';
import { currentLanguage } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { operationTitleIn } from '@/lib/operation-titles';
import type { CellProps } from '@/lib/screen';

export function OperationCell<E>({ value }: CellProps<E>) {
  useTranslation(); // a language change re-renders the title
  const id = toText(value);
  const title = operationTitleIn(id, currentLanguage());
  return (
    <span>
      {title}
      {title !== id && <code className="ml-1.5 font-mono text-xs text-fg-muted">{id}</code>}
    </span>
  );
}
