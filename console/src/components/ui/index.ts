// The console's primitives. Screens import from '@/components/ui'.
export { cx } from './cx';
export { Icon } from './icons';
export { Button } from './button';
export { Input, Textarea } from './input';
export { Select } from './select';
export { Checkbox } from './checkbox';
export { Switch } from './switch';
export { Dialog } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export { Badge } from './badge';
export { Card } from './card';
export { Spinner } from './spinner';
export { EmptyState } from './empty-state';
export { FormField } from './form-field';
