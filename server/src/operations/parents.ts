// `x-ref-scope: <field>` on an `x-ref` property: the referenced row must belong to the same parent as the
// written row (a market's subclass must be a subclass of the market's class: `swap_subclass_id` refers to a
// swap_subclass whose `swap_class_id` equals the market's). Checked after the generic create or update, inside
// its transaction: a refusal (40000 naming the field) leaves nothing changed.
import { deref, isObject, type OpenApiDocument } from '../contract/document.ts';
import type { Contract } from '../contract/contract.ts';
import type { Db, Row } from '../db/types.ts';
import { invalidInput } from '../http/errors.ts';
import type { Resource } from './resources.ts';

interface RefParent {
  column: string;
  target: string;
  parent: string;
}

/** The entity's properties marked with both x-ref and x-ref-scope (read before $ref is resolved: the marks sit
 * beside it). */
function refParents(doc: OpenApiDocument, schemaName: string): RefParent[] {
  const found: RefParent[] = [];
  const visit = (node: unknown) => {
    const s = deref(doc, node);
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) visit(part);
    for (const [column, raw] of Object.entries(isObject(s.properties) ? s.properties : {})) {
      if (isObject(raw) && typeof raw['x-ref'] === 'string' && typeof raw['x-ref-scope'] === 'string')
        found.push({ column, target: raw['x-ref'], parent: raw['x-ref-scope'] });
    }
  };
  visit(doc.components.schemas?.[schemaName]);
  return found;
}

// Every generic write asks: the marks of each resource are read from the document once.
const known = new WeakMap<Resource, RefParent[]>();

export async function assertRefParents(db: Db, resource: Resource, contract: Contract, row: Row): Promise<void> {
  if (!known.has(resource)) known.set(resource, refParents(contract.doc, resource.schemaName));
  for (const { column, target, parent } of known.get(resource) ?? []) {
    const referenced = contract.resources.get(target);
    if (!referenced) continue;
    const found = await db.selectFrom(referenced.readFrom).select(parent).where('id', '=', Number(row[column])).executeTakeFirst();
    if (!found) throw invalidInput('invalid input: body.{column}: no {target} {id}', { column, target, id: String(row[column]) }, column);
    if (Number(found[parent]) !== Number(row[parent]))
      throw invalidInput(
        'invalid input: body.{column}: {target} {id} does not belong to {parent} {parentId}',
        { column, target, id: String(row[column]), parent, parentId: String(row[parent]) },
        column,
      );
  }
}
