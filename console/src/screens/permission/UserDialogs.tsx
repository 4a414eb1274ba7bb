// Register an operator, move an operator to another role and reset an operator's password. Passwords follow the spec's rule (8-30 with a
// letter, a digit and a special character) and are sent hashed; the other rules come from the contract.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { hashPassword, type Schema } from '@wallet-admin/sdk';
import register from 'virtual:contract/register';
import { FieldControl } from '@/components/resource/FieldControl';
import { useLabels, type Labels } from '@/components/resource/labels';
import { EnumSelect } from '@/components/resource/widgets/EnumSelect';
import { Button } from '@/components/ui';
import { lazyResolver } from '@/lib/form-rules';
import { callOperation, invalidateAfter, useOperation, type Page } from '@/lib/query';
import type { Widget, WidgetProps } from '@/lib/screen';
import { notify } from '@/app/notify';

type Values = Record<string, unknown>;
const body = register.operations.register?.body ?? {};
const rules = () => import('./lazy/user-rules');

function RolePicker(props: WidgetProps) {
  const roles = useOperation<Page<Schema<'Role'>>>('listRole');
  const options = (roles.data?.list ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <EnumSelect
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      options={options}
      invalid={props.invalid}
      describedBy={props.describedBy}
    />
  );
}

function Footer({ labels, onClose, pending }: { labels: Labels; onClose: () => void; pending: boolean }) {
  return (
    <div className="flex justify-end gap-2 border-t border-border pt-4">
      <Button onClick={onClose}>{labels.t('screens.ui.cancel')}</Button>
      <Button type="submit" variant="primary" loading={pending}>
        {labels.t('screens.ui.save')}
      </Button>
    </div>
  );
}

export function RegisterUserDialog({ onClose }: { onClose: () => void }) {
  const labels = useLabels('admin_user');
  const client = useQueryClient();
  const resolver = useMemo(() => lazyResolver<Values>(() => rules().then((r) => r.registerRules(labels))), [labels]);
  const form = useForm<Values>({ resolver, defaultValues: { user_name: '', password: '', role_id: '', remark: '' } });
  const submit = form.handleSubmit(async ({ password, ...values }) => {
    await callOperation('register', { body: { ...values, password: hashPassword(String(password)) } })
      .then(() => invalidateAfter(client, 'register'))
      .then(
        () => (notify.success(labels.t('screens.ui.created')), onClose()),
        () => undefined,
      );
  });
  const field = (name: string, extra: { widget?: Widget } = {}) => (
    <FieldControl
      name={name}
      schema={body.properties?.[name]}
      required={(body.required ?? []).includes(name)}
      labels={labels}
      control={form.control}
      {...extra}
    />
  );
  return (
    <form onSubmit={submit} onFocus={resolver.load} noValidate className="space-y-4">
      {field('user_name')}
      {field('password', { widget: 'password' })}
      {field('role_id', { widget: RolePicker })}
      {field('remark')}
      <Footer labels={labels} onClose={onClose} pending={form.formState.isSubmitting} />
    </form>
  );
}

export function ResetPasswordDialog({ row, onClose }: { row: Schema<'AdminUser'>; onClose: () => void }) {
  const labels = useLabels('admin_user');
  const resolver = useMemo(() => lazyResolver<Values>(() => rules().then((r) => r.resetRules(labels))), [labels]);
  const form = useForm<Values>({ resolver, defaultValues: { new_password: '', password: '' } });
  const submit = form.handleSubmit(async ({ new_password, password }) => {
    // The server asks the operator's own password for a reset of someone else's.
    const body = { user_id: row.id, new_password: hashPassword(String(new_password)), password: hashPassword(String(password)) };
    await callOperation('resetPassword', { body }).then(
      () => (notify.success(labels.t('screens.admin_user.reset')), onClose()),
      () => undefined,
    );
  });
  return (
    <form onSubmit={submit} onFocus={resolver.load} noValidate className="space-y-4">
      <p className="text-fg-muted">{labels.t('screens.admin_user.resetTitle', { name: row.user_name })}</p>
      <FieldControl
        name="new_password"
        schema={{ type: 'string', ref: 'HashedPassword' }}
        required
        labels={labels}
        control={form.control}
      />
      <FieldControl
        name="password"
        label={labels.t('screens.ui.password')}
        schema={{ type: 'string', ref: 'HashedPassword' }}
        widget="password"
        required
        labels={labels}
        control={form.control}
      />
      <Footer labels={labels} onClose={onClose} pending={form.formState.isSubmitting} />
    </form>
  );
}

/** 更改角色: the roles as a picker; the server refuses a role the caller may not give (the super-admin role, one
 * holding a screen the caller lacks) or a passkey-only role for an account without a passkey, in its own words. */
export function ChangeRoleDialog({ row, onClose }: { row: Schema<'AdminUser'>; onClose: () => void }) {
  const labels = useLabels('admin_user');
  const client = useQueryClient();
  const form = useForm<Values>({ defaultValues: { role_id: row.role_id } });
  const submit = form.handleSubmit(async ({ role_id }) => {
    await callOperation('setUserRole', { body: { user_id: row.id, role_id: Number(role_id) } })
      .then(() => invalidateAfter(client, 'setUserRole'))
      .then(
        () => (notify.success(labels.t('screens.admin_user.roleChanged')), onClose()),
        () => undefined,
      );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-fg-muted">{labels.t('screens.admin_user.changeRoleTitle', { name: row.user_name })}</p>
      <FieldControl name="role_id" schema={body.properties?.role_id} required labels={labels} control={form.control} widget={RolePicker} />
      <Footer labels={labels} onClose={onClose} pending={form.formState.isSubmitting} />
    </form>
  );
}
