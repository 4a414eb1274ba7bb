import * as SelectPrimitive from '@radix-ui/react-select';
import { cx } from './cx';
import { Icon } from './icons';
import { fieldClass, widthClass } from './input';
import { menuContentClass, menuItemClass } from './dropdown-menu';

export interface SelectOption {
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

/** Radix select; values are strings (convert numbers at the call site). */
export function Select({ value, onValueChange, options, placeholder, className, disabled, ...aria }: SelectProps) {
  return (
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger className={cx('ui-control inline-flex items-center justify-between gap-2 text-left', fieldClass, widthClass(className))} {...aria}>
        <SelectPrimitive.Value placeholder={<span className="text-fg-muted">{placeholder}</span>} />
        <SelectPrimitive.Icon>
          <Icon name="chevronDown" size={14} className="text-fg-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content position="popper" sideOffset={4} className={cx(menuContentClass, 'max-h-72 min-w-(--radix-select-trigger-width)')}>
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item key={option.value} value={option.value} disabled={option.disabled} className={cx(menuItemClass, 'pr-7')}>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <Icon name="check" size={14} />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
