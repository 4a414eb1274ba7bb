// The operator forms' rules, loaded on their first check (lib/form-rules): the contract's, with the
// spec's password rule (8-30 with a letter, a digit and a special character).
import * as z from 'zod/mini';
import { isStrongPassword } from '@wallet-admin/sdk';
import register from 'virtual:contract/register';
import type { Labels } from '@/components/resource/labels';
import { objectRule } from '@/lib/schema-zod';

type Values = Record<string, unknown>;
const body = register.operations.register?.body ?? {};

const strongPassword = (labels: Labels) =>
  z.string().check(z.minLength(1, { error: labels.rules.required }), z.refine(isStrongPassword, { error: labels.help('password') }));

export const registerRules = (labels: Labels): z.ZodMiniType<Values, Values> =>
  z.extend(objectRule(body, labels.rules, ['user_name', 'role_id', 'remark']), { password: strongPassword(labels) });

export const resetRules = (labels: Labels): z.ZodMiniType<Values, Values> =>
  z.object({
    new_password: strongPassword(labels),
    password: z.string().check(z.minLength(1, { error: labels.t('screens.ui.passwordRequired') })),
  });
