// "Discard your changes?": the question lib/unsaved asks before a page with an edited form is left. Mounted in
// a React root of its own (like the toasts), so the sign-out, the tags bar and the router's blocker can ask it
// without a host in the layout.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '@/i18n/react';
import { ConfirmDialog } from '@/components/ui';

function LeaveQuestion({ onAnswer }: { onAnswer: (leave: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const answer = (leave: boolean) => {
    setOpen(false);
    onAnswer(leave);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && answer(false)}
      title={t('screens.ui.leaveTitle')}
      description={t('screens.ui.leaveMessage')}
      confirmLabel={t('screens.ui.leaveConfirm')}
      tone="danger"
      onConfirm={() => answer(true)}
    />
  );
}

let pending: Promise<boolean> | undefined;

/** Resolves true when the operator chooses to discard the edits (one question at a time). */
export function askLeave(): Promise<boolean> {
  pending ??= new Promise<boolean>((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <LeaveQuestion
        onAnswer={(leave) => {
          pending = undefined;
          resolve(leave);
          // After the dialog's closing animation has let focus go back.
          requestAnimationFrame(() => {
            root.unmount();
            host.remove();
          });
        }}
      />,
    );
  });
  return pending;
}
