// Rich text (`format: html`, common.yaml#/RichText): ONE allow-list that every rich-text property passes through
// before the generic write path stores it (create, update, upsert, batch_update, reorder, config_set), at any depth
// of the body. What the editor makes survives (paragraphs, headings, lists, quotes, code, links, images); script and
// style elements go with their content, on* event handler attributes and javascript:/data: links are dropped.
import { flatten, isObject, type OpenApiDocument, type Operation, type SchemaObject } from '@wallet-admin/sdk/contract';
import sanitizeHtml from 'sanitize-html';
import type { Handler } from './types.ts';

const ALLOW: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back into the page that opened it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** The HTML as the allow-list keeps it. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, ALLOW);

/** Whether a flattened schema holds rich text anywhere (a property, an item, a nested document). */
function holdsRichText(s: SchemaObject): boolean {
  if (s.format === 'html') return true;
  if (isObject(s.items) && holdsRichText(s.items)) return true;
  return isObject(s.properties) && Object.values(s.properties).some((p) => isObject(p) && holdsRichText(p));
}

/** The value with every rich-text string of the schema sanitised (objects and arrays walked). */
function clean(s: SchemaObject, value: unknown): unknown {
  if (s.format === 'html' && typeof value === 'string') return sanitizeRichText(value);
  if (Array.isArray(value) && isObject(s.items)) return value.map((item) => clean(s.items as SchemaObject, item));
  if (isObject(value) && isObject(s.properties)) {
    const props = s.properties;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isObject(props[k]) ? clean(props[k], v) : v]));
  }
  return value;
}

/** The generic handler of a write, sanitising the body's rich text first; unchanged when its body holds none. */
export function withRichText(doc: OpenApiDocument, op: Operation, run: Handler): Handler {
  const schema = op.body ? flatten(doc, op.body.schema) : undefined;
  if (!schema || !holdsRichText(schema)) return run;
  return (ctx) => {
    ctx.body = clean(schema, ctx.body) as typeof ctx.body;
    return run(ctx);
  };
}
