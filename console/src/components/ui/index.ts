// The console's primitives. Screens import from '@/components/ui'.
export { cx } from './cx';
export { Icon, type IconName } from './icons';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Input, Textarea, fieldClass } from './input';
export { Select, type SelectOption, type SelectProps } from './select';
export { Checkbox } from './checkbox';
export { Switch } from './switch';
export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ContextMenu, DropdownMenu } from './menu';
export { Tooltip } from './tooltip';
export { Badge, type BadgeTone } from './badge';
export { Card } from './card';
export { Spinner } from './spinner';
export { EmptyState } from './empty-state';
export { FormField, type FieldControlProps, type FormFieldProps } from './form-field';
