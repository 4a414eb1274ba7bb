// 会话 on an operator's row of 用户管理: that account's open sessions, each ended on its own or all at once (the server
// refuses an account the caller may not manage, a super-admin's for anyone else than a super-admin). The signed-in
// operator's own row shows their sessions as 我的账户 does, "sign out everywhere else" keeping this one.
import type { Schema } from '@wallet-admin/sdk';
import { currentUser } from '@/app/session';
import { SessionList } from '@/components/sessions/SessionList';

export function UserSessions({ row }: { row: Schema<'AdminUser'>; onClose: () => void }) {
  const own = currentUser()?.userId === row.id;
  return <SessionList user={own ? undefined : { id: row.id, name: row.user_name }} />;
}
