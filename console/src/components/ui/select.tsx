// A select of options with string values (convert numbers at the call site). Radix's select (popper,
// focus and dismiss layers: ~25 kB gzip) loads on the first open of any select: until then the trigger
// is the same button showing the chosen label, opening on the same gestures (press, Enter, Space, ↑, ↓).
import type { KeyboardEvent, PointerEvent } from 'react';
import { useState } from 'react';
import { cx } from './cx';
import { Icon } from './icons';
import { fieldClass, widthClass } from './input';
import { lazyModule } from './lazy-module';

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export const triggerClass = (className: string | undefined) =>
  cx('ui-control inline-flex items-center justify-between gap-2 text-left', fieldClass, widthClass(className));

const useRadix = lazyModule(() => import('./select-radix'));
const OPENING_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

export function Select(props: SelectProps) {
  const [radix, load] = useRadix();
  const [openNow, setOpenNow] = useState(false);
  if (radix) return <radix.Select {...props} defaultOpen={openNow} />;
  const { value, options, placeholder, className, disabled, onValueChange: _, ...aria } = props;
  const chosen = options.find((option) => option.value === value);
  const open = () => load(() => setOpenNow(true));
  return (
    // A collapsed stand-in until Radix's select loads: its listbox does not exist yet, so there is nothing for
    // aria-controls to name (ARIA lets a collapsed combobox omit it).
    <button
      type="button"
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={disabled}
      data-placeholder={chosen ? undefined : ''}
      className={triggerClass(className)}
      {...aria}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen ? chosen.label : <span className="text-fg-muted">{placeholder}</span>}</span>
      <Icon name="chevronDown" size={14} className="text-fg-muted" />
    </button>
  );
}
