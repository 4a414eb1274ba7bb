// Client-side rules of the change-password form (docs/spec/product-spec.md §5). Issues sit on their field's path so a
// form library (react-hook-form + zodResolver) shows each under its input.
import { z } from 'zod';
import {
  PASSWORD_EMPTY_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  VERIFY_CODE_EMPTY_MESSAGE,
  isStrongPassword,
} from './password-rules.js';

const passwordField = z.string({ error: PASSWORD_EMPTY_MESSAGE }).min(1, { error: PASSWORD_EMPTY_MESSAGE });

export const changePasswordSchema = z
  .object({
    /** The current (old) password. */
    password: passwordField,
    new_password: z.string({ error: PASSWORD_EMPTY_MESSAGE }).superRefine((value, ctx) => {
      // One message per state: empty is not also reported as too short.
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: PASSWORD_EMPTY_MESSAGE });
      else if (!isStrongPassword(value)) ctx.addIssue({ code: 'custom', message: PASSWORD_RULE_MESSAGE });
    }),
    repeat: passwordField,
    google_verify_code: z.string({ error: VERIFY_CODE_EMPTY_MESSAGE }).trim().min(1, { error: VERIFY_CODE_EMPTY_MESSAGE }),
  })
  .superRefine((value, ctx) => {
    // Only compare two filled-in values: an empty repeat already says so.
    if (value.repeat.length > 0 && value.new_password.length > 0 && value.repeat !== value.new_password) {
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
