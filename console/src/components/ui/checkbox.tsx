import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

/** A checkbox; with `label` it renders its own clickable label, which is also its accessible name (aria-labelledby:
 * the box is a button, and a wrapping label did not name it for every reader: a role's screen boxes had no names).
 * `checked="indeterminate"` (some of a group ticked) shows a dash. */
export function Checkbox({ label, className, id, ...props }: ComponentProps<typeof CheckboxPrimitive.Root> & { label?: ReactNode }) {
  const labelId = useId();
  const box = (
    <CheckboxPrimitive.Root
      id={id}
      {...(label && !props['aria-label'] && !props['aria-labelledby'] ? { 'aria-labelledby': labelId } : {})}
      className={cx(
        'inline-flex size-4 shrink-0 items-center justify-center rounded border border-border-strong bg-surface',
        'data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid data-[state=checked]:text-white',
        'data-[state=indeterminate]:border-primary-solid data-[state=indeterminate]:bg-primary-solid data-[state=indeterminate]:text-white',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Icon name={props.checked === 'indeterminate' ? 'minus' : 'check'} size={12} strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      {box}
      <span id={labelId}>{label}</span>
    </label>
  );
}
