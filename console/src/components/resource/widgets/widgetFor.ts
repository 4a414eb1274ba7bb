// Django's FORMFIELD_FOR_DBFIELD_DEFAULTS for the contract: the field's schema picks its widget; a
// description overrides it per field (`form.widgets`). Conventions by name are the contract's own:
// `blockchain_id` references block_chain, `category_id` category, `logo`/`icon` are image URLs.
import type { FieldSchema } from '@/lib/contract';
import type { Widget } from '@/lib/screen';

const IMAGE_FIELD = /(^|_)(logo|icon|image|img|banner|avatar|cover)(_|$)/;

export function widgetFor(name: string, schema: FieldSchema | undefined, override?: Widget): Widget {
  if (override) return override;
  if (!schema) return 'text';
  if (schema.ref === 'Language') return 'language';
  if (name === 'blockchain_id') return 'chain';
  if (name === 'category_id') return 'category';
  if (schema.enum?.length) return 'select';
  if (schema.type === 'boolean') return 'switch';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.ref === 'HashedPassword') return 'password';
  if (schema.ref === 'Url' && IMAGE_FIELD.test(name)) return 'image';
  if (schema.ref === 'Text' || (schema.maxLength ?? 0) > 1024) return 'textarea';
  return 'text';
}
