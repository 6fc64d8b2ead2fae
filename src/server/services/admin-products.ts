import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import type { AuditAction } from '@/lib/validation/admin-audit';
import type { CreateProductValues, ProductChanges } from '@/lib/validation/admin-products';
import type { OptionValues } from '@/lib/validation/coffee';
import { getDb } from '@/server/db';
import { products, type Product } from '@/server/db/schema';
import { notFound, PRODUCT_NOT_FOUND } from '@/server/errors';
import { assertIssuedImageUrl } from '@/server/storage/issued-urls';
import { replaceOptions, syncDefaultOption } from './product-options';
import { createdFields, deletedFields, diffFields, hasChanges, recordAudit, type AuditActor } from './audit';

/** The fields a product's audit entries compare (money as integer cents). */
const PRODUCT_FIELDS = [
  'name',
  'description',
  'priceCents',
  'costCents',
  'category',
  'imageUrl',
  'isActive',
  'originCountry',
  'originRegion',
  'originFarm',
  'process',
  'variety',
  'altitudeM',
  'roastLevel',
  'tastingNotes',
  'shrinkagePermille',
  'shopDayMaxBags',
  'shopDayMaxGrams',
] as const;
/** What a permanent deletion's entry keeps of the product. */
const PRODUCT_KEY_FIELDS = ['name', 'priceCents', 'costCents', 'category', 'isActive'] as const;

function productEntry(product: Product, action: AuditAction, changes: AuditChanges) {
  return { action, entityType: 'product' as const, entityId: product.id, entityLabel: product.name, changes };
}

/** Creates a product and records `product.created` with its fields, in one transaction. */
export async function createProduct({ actor, values }: { actor: AuditActor; values: CreateProductValues }) {
  const { options, ...columns } = values;
  assertIssuedImageUrl(columns.imageUrl);
  const db = await getDb();
  return db.transaction(async (tx): Promise<Product> => {
    // The insert gives the coffee its default option (whole bean 12 oz, migration 0020); a list replaces it.
    const [product] = await tx.insert(products).values(columns).returning();
    const fields = createdFields(product!, PRODUCT_FIELDS);
    if (options) fields.options = { from: null, to: (await replaceOptions(tx, product!.id, options)).after };
    await recordAudit(tx, actor, productEntry(product!, 'product.created', fields));
    return product!;
  });
}

/** A switch of isActive names the change (Deactivate, Restore); anything else is an update. */
function updateAction(changes: AuditChanges): AuditAction {
  if (changes.isActive?.to === false) return 'product.deactivated';
  if (changes.isActive?.to === true) return 'product.restored';
  return 'product.updated';
}

/**
 * Applies the given changes (none is fine: the product comes back as it is) and records what really changed as
 * `product.updated`, `product.deactivated` or `product.restored`, in one transaction; 404 for an unknown id.
 */
export async function updateProduct({
  actor,
  id,
  changes,
  options,
}: {
  actor: AuditActor;
  id: number;
  changes: ProductChanges;
  /** The whole new list of options (issue 28); absent leaves them. */
  options?: OptionValues[];
}): Promise<Product> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    if (Object.keys(changes).length === 0 && !options) return before;
    if (changes.imageUrl !== undefined && changes.imageUrl !== before.imageUrl) assertIssuedImageUrl(changes.imageUrl);
    const optionsChange = options ? await replaceOptions(tx, id, options) : null;
    const [after] = await tx
      .update(products)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    // Without a list, a new price or cost is the default option's too; the product always mirrors its default.
    if (!options && (changes.priceCents !== undefined || changes.costCents !== undefined))
      await syncDefaultOption(tx, id);
    const changed = diffFields(before, after!, PRODUCT_FIELDS);
    if (optionsChange && optionsChange.before.join('\n') !== optionsChange.after.join('\n'))
      changed.options = { from: optionsChange.before, to: optionsChange.after };
    if (hasChanges(changed)) await recordAudit(tx, actor, productEntry(after!, updateAction(changed), changed));
    return after!;
  });
}

/** Deactivate (soft delete): hidden from customers, kept for the admin and for Restore. */
export function deactivateProduct({ actor, id }: { actor: AuditActor; id: number }): Promise<Product> {
  return updateProduct({ actor, id, changes: { isActive: false } });
}

/**
 * Deletes a product forever and records `product.deleted` with its key fields, in one transaction. The foreign keys
 * do the rest atomically: cart lines and campaign links go with it (cascade), order items stay with their product
 * name and unit price and product_id set null.
 */
export async function deleteProductForever({ actor, id }: { actor: AuditActor; id: number }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
    await recordAudit(tx, actor, productEntry(deleted, 'product.deleted', deletedFields(deleted, PRODUCT_KEY_FIELDS)));
  });
}
