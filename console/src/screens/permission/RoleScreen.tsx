// 角色权限: pick a role, tick the screens it may open, save; add or rename roles. The operator
// accounts are listed below. The super-admin role type holds every screen and is not edited here.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Schema } from '@wallet-admin/sdk';
import { useLabels, useScreenTitle } from '@/components/resource/labels';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { Badge, Button, Card, Dialog, EmptyState, Spinner } from '@/components/ui';
import { lazyNamed } from '@/lib/lazy';
import { useList, useOperation, useOperationMutation } from '@/lib/query';
import { operators } from './operators';
import { roles, type Role } from './roles';
import { ScreenTree } from './ScreenTree';
import { leavesOf, toNodes } from './screenNodes';
import { notify } from '@/app/notify';

const SUPER_ADMIN = 0;
/** The role form loads when it first opens. */
const ResourceForm = lazyNamed(() => import('@/components/resource/ResourceForm'), 'ResourceForm');

export function RoleScreen() {
  const labels = useLabels('role');
  const title = useScreenTitle(labels);
  const list = useList<Role>('listRole', {});
  const screens = useOperation<Schema<'RouteItem'>[]>('listScreen');
  const language = useTranslation().i18n.language;
  // In English, the seeded roles' English names (the catalogue's, by code), and the code of any other role named in
  // Chinese; role names are data, so Chinese mode shows them as stored.
  const roleName = (r: Role) =>
    language === 'en'
      ? labels.t([`screens.role.names.${r.code}`], { defaultValue: /[\u3400-\u9fff]/.test(r.name) ? r.code : r.name })
      : r.name;
  const nodes = useMemo(() => toNodes(screens.data ?? [], language), [screens.data, language]);
  const [roleId, setRoleId] = useState<number>();
  const [editing, setEditing] = useState<'create' | Role>();
  const all = list.data?.list ?? [];
  const role = all.find((r) => r.id === roleId) ?? all.find((r) => r.role_type !== SUPER_ADMIN) ?? all[0];
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  useEffect(() => setTicked(new Set(role?.permissions ?? [])), [role]);
  const save = useOperationMutation<Role>('setRole');
  const superAdmin = role?.role_type === SUPER_ADMIN;
  const dirty = role ? [...ticked].sort().join() !== [...role.permissions].sort().join() : false;

  const saveRole = () =>
    role &&
    save
      .mutateAsync({ body: { id: role.id, name: role.name, code: role.code, description: role.description, permissions: [...ticked] } })
      .then(
        () => notify.success(labels.t('screens.role.saved')),
        () => undefined,
      );

  return (
    <div className="space-y-6">
      <section aria-labelledby="role-title" className="space-y-4">
        <h1 id="role-title" className="text-lg font-semibold text-fg">
          {title}
        </h1>
        <div className="grid items-start gap-4 lg:grid-cols-[18rem_1fr]">
          <Card
            title={labels.t('screens.role.roles')}
            actions={
              <Button size="sm" variant="primary" onClick={() => setEditing('create')}>
                {labels.t('screens.role.newRole')}
              </Button>
            }
          >
            {list.isLoading ? (
              <Spinner label={labels.t('screens.ui.loading')} />
            ) : (
              <ul className="-mx-2 space-y-1" aria-label={labels.t('screens.role.roles')}>
                {all.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      aria-current={r.id === role?.id ? 'true' : undefined}
                      onClick={() => setRoleId(r.id)}
                      className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-2 text-left hover:bg-surface-muted aria-[current=true]:bg-primary-50 aria-[current=true]:text-primary-800 dark:aria-[current=true]:bg-primary-900/40 dark:aria-[current=true]:text-primary-100"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{roleName(r)}</span>
                        <span className="block truncate font-mono text-xs opacity-80">{r.code}</span>
                      </span>
                      <Badge tone={r.role_type === SUPER_ADMIN ? 'primary' : 'neutral'}>
                        {labels.enumLabel(roles.resource.entity?.properties?.role_type, r.role_type)}
                      </Badge>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card
            title={role ? `${labels.t('screens.role.screens')} · ${roleName(role)}` : labels.t('screens.role.screens')}
            actions={
              role && !superAdmin ? (
                <div className="flex items-center gap-2">
                  <span className="text-xs text-fg-muted">{labels.t('screens.role.count', { count: ticked.size })}</span>
                  <Button size="sm" onClick={() => setEditing(role)}>
                    {labels.t('screens.ui.edit')}
                  </Button>
                  <Button size="sm" variant="primary" disabled={!dirty} loading={save.isPending} onClick={() => void saveRole()}>
                    {labels.t('screens.role.save')}
                  </Button>
                </div>
              ) : undefined
            }
          >
            {!role ? (
              <EmptyState title={labels.t('screens.role.selectRole')} />
            ) : screens.isLoading ? (
              <Spinner label={labels.t('screens.ui.loading')} />
            ) : (
              <div className="max-h-[calc(100vh-15rem)] space-y-3 overflow-y-auto pr-1 scrollbar-thin">
                {superAdmin && (
                  <p className="rounded-md bg-primary-50 px-3 py-2 text-primary-800 dark:bg-primary-900/40 dark:text-primary-100">
                    {labels.t('screens.role.superAdmin')}
                  </p>
                )}
                <ScreenTree
                  nodes={nodes}
                  selected={superAdmin ? new Set(nodes.flatMap(leavesOf)) : ticked}
                  disabled={superAdmin}
                  onChange={setTicked}
                />
              </div>
            )}
          </Card>
        </div>
      </section>
      <ResourceScreen screen={operators} nested />
      {editing && (
        <Dialog
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
          title={labels.t(editing === 'create' ? 'screens.ui.createTitle' : 'screens.ui.editTitle', {
            title: labels.t('screens.role.entity'),
          })}
        >
          <Suspense fallback={<Spinner label={labels.t('screens.ui.loading')} />}>
            <ResourceForm
              screen={roles}
              labels={labels}
              row={editing === 'create' ? undefined : editing}
              onDone={(saved) => {
                setEditing(undefined);
                setRoleId((saved as Role | undefined)?.id);
              }}
              onCancel={() => setEditing(undefined)}
            />
          </Suspense>
        </Dialog>
      )}
    </div>
  );
}
