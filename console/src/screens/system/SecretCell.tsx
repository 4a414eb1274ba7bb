// The app secret column: masked, with a button to reveal it for this row.
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, Icon } from '@/components/ui';
import type { CellProps } from '@/lib/screen';
import { toText } from '@wallet-admin/sdk';

export function SecretCell<E>({ value }: CellProps<E>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const secret = toText(value);
  return (
    <span className="inline-flex items-center gap-1.5">
      <code className="font-mono text-xs">{shown ? secret : '•'.repeat(Math.min(secret.length, 12))}</code>
      <Button
        size="icon"
        variant="ghost"
        className="size-7 min-h-0"
        aria-label={t(shown ? 'screens.ui.conceal' : 'screens.ui.reveal')}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        <Icon name={shown ? 'eyeOff' : 'eye'} size={14} />
      </Button>
    </span>
  );
}
