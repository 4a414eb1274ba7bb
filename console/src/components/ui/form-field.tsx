import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/** Props a FormField hands a render-prop control so label, help and message are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control in red and announced; replaces the help text. */
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean | undefined;
  className?: string;
  /** `horizontal` puts the label left of the control (wide forms). */
  layout?: 'vertical' | 'horizontal';
  /** With plain children: the control's id (the caller wires it) … */
  htmlFor?: string;
  /** … and the id the control's aria-describedby names, given to the message. */
  messageId?: string;
  /** A render prop receives the ids; plain children wire them via htmlFor/messageId. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** Label + control + help/error message. */
export function FormField({ label, error, help, required, className, layout = 'vertical', htmlFor, messageId, children }: FormFieldProps) {
  const generated = useId();
  const id = htmlFor ?? generated;
  const describedBy = messageId ?? `${id}-message`;
  const control: FieldControlProps = { id };
  if (error) control['aria-invalid'] = true;
  if (error || help) control['aria-describedby'] = describedBy;
  if (required) control['aria-required'] = true;
  return (
    <div className={cx(layout === 'horizontal' ? 'grid grid-cols-[8rem_1fr] items-start gap-x-3' : 'flex flex-col gap-1.5', className)}>
      {/* The asterisk stays outside the <label> so the field's accessible name is the label alone. */}
      <div className={cx('flex items-baseline gap-0.5 text-sm font-medium text-fg', layout === 'horizontal' && 'justify-end pt-2')}>
        {required && (
          <span className="text-danger" aria-hidden>
            *
          </span>
        )}
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        {typeof children === 'function' ? children(control) : children}
        {(error || help) && (
          <p id={describedBy} className={cx('text-xs', error ? 'text-danger' : 'text-fg-muted')} role={error ? 'alert' : undefined}>
            {error || help}
          </p>
        )}
      </div>
    </div>
  );
}
