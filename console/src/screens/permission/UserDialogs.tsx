// Register an operator and reset an operator's password. Passwords follow the spec's rule (8-30 with a
// letter, a digit and a special character) and are sent hashed; the other rules come from the contract.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { hashPassword, isStrongPassword, type Schema } from '@wallet-admin/sdk';
import register from 'virtual:contract/register';
import { FieldControl } from '@/components/resource/FieldControl';
import { useLabels, type Labels } from '@/components/resource/labels';
import { EnumSelect } from '@/components/resource/widgets/EnumSelect';
import { Button } from '@/components/ui';
import { callOperation, invalidateAfter, useOperation, type Page } from '@/lib/query';
import { objectRule } from '@/lib/schema-zod';
import type { Widget, WidgetProps } from '@/lib/screen';

type Values = Record<string, unknown>;
const body = register.operations.register?.body ?? {};
const strongPassword = (labels: Labels) =>
  z.string().check(z.minLength(1, { error: labels.rules.required }), z.refine(isStrongPassword, { error: labels.help('password') }));

function RolePicker(props: WidgetProps) {
  const roles = useOperation<Page<Schema<'Role'>>>('listRole');
  const options = (roles.data?.list ?? []).map((role) => ({ value: role.id, label: role.name }));
  return <EnumSelect id={props.id} value={props.value} onChange={props.onChange} options={options} invalid={props.invalid} describedBy={props.describedBy} />;
}

function Footer({ labels, onClose, pending }: { labels: Labels; onClose: () => void; pending: boolean }) {
  return (
    <div className="flex justify-end gap-2 border-t border-border pt-4">
      <Button onClick={onClose}>{labels.t('screens.ui.cancel')}</Button>
      <Button type="submit" variant="primary" loading={pending}>{labels.t('screens.ui.save')}</Button>
    </div>
  );
}

export function RegisterUserDialog({ onClose }: { onClose: () => void }) {
  const labels = useLabels('admin_user');
  const client = useQueryClient();
  const schema = useMemo((): z.ZodMiniType<Values, Values> => z.extend(objectRule(body, labels.rules, ['user_name', 'role_id', 'remark']), { password: strongPassword(labels) }), [labels]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { user_name: '', password: '', role_id: '', remark: '' } });
  const submit = form.handleSubmit(async ({ password, ...values }) => {
    await callOperation('register', { body: { ...values, password: await hashPassword(String(password)) } })
      .then(() => invalidateAfter(client, 'register'))
      .then(() => (toast.success(labels.t('screens.ui.created')), onClose()), () => undefined);
  });
  const field = (name: string, extra: { widget?: Widget } = {}) => (
    <FieldControl name={name} schema={body.properties?.[name]} required={(body.required ?? []).includes(name)} labels={labels} control={form.control} {...extra} />
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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
  const schema = useMemo((): z.ZodMiniType<Values, Values> => z.object({ new_password: strongPassword(labels) }), [labels]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { new_password: '' } });
  const submit = form.handleSubmit(async ({ new_password }) => {
    await callOperation('resetPassword', { body: { user_id: row.id, new_password: await hashPassword(String(new_password)) } })
      .then(() => (toast.success(labels.t('screens.admin_user.reset')), onClose()), () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-fg-muted">{labels.t('screens.admin_user.resetTitle', { name: row.user_name })}</p>
      <FieldControl name="new_password" schema={{ type: 'string', ref: 'HashedPassword' }} required labels={labels} control={form.control} />
      <Footer labels={labels} onClose={onClose} pending={form.formState.isSubmitting} />
    </form>
  );
}
