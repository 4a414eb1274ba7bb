// The Radix side of components/ui/select.tsx, loaded when a select first opens.
import * as SelectPrimitive from '@radix-ui/react-select';
import { cx } from './cx';
import { Icon } from './icons';
import { menuContentClass, menuItemClass } from './menu-classes';
import { triggerClass, type SelectProps } from './select';

export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  className,
  disabled,
  defaultOpen,
  ...aria
}: SelectProps & { defaultOpen: boolean }) {
  return (
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectPrimitive.Trigger className={triggerClass(className)} {...aria}>
        <SelectPrimitive.Value placeholder={<span className="text-fg-muted">{placeholder}</span>} />
        <SelectPrimitive.Icon>
          <Icon name="chevronDown" size={14} className="text-fg-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cx(menuContentClass, 'max-h-72 min-w-(--radix-select-trigger-width)')}
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cx(menuItemClass, 'pr-7')}
              >
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
