// The approvals inbox's button with the count of pending requests, for users who decide them (usePendingApprovals).
// Loaded apart from the top bar: it reads the API.
import { usePendingApprovals } from '@/app/approvals';
import { APPROVALS_PATH } from '@/app/guard';
import { router } from '@/app/router';
import { useTranslation } from '@/i18n/react';
import { ToolButton } from './ToolButton';

export default function ApprovalsButton() {
  const { t } = useTranslation();
  const { decides, count } = usePendingApprovals();
  if (!decides) return null;
  return (
    <ToolButton icon="check" label={t('approvals.button', { count })} onClick={() => void router.navigate({ href: APPROVALS_PATH })}>
      {count > 0 && (
        <span
          className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-white dark:text-black"
          aria-hidden
        >
          {count}
        </span>
      )}
    </ToolButton>
  );
}
