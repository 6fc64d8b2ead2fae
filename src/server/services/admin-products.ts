import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import type { AuditAction } from '@/lib/validation/admin-audit';
import type { CreateProductValues, ProductChanges } from '@/lib/validation/admin-products';
import { getDb } from '@/server/db';
import { products, type Product } from '@/server/db/schema';
import { notFound } from '@/server/errors';
import { assertIssuedImageUrl } from '@/server/storage/issued-urls';
import { createdFields, deletedFields, diffFields, hasChanges, recordAudit, type AuditActor } from './audit';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The fields a product's audit entries compare (money as integer cents). */
const PRODUCT_FIELDS = ['name', 'description', 'priceCents', 'costCents', 'category', 'imageUrl', 'isActive'] as const;
/** What a permanent deletion's entry keeps of the product. */
const PRODUCT_KEY_FIELDS = ['name', 'priceCents', 'costCents', 'category', 'isActive'] as const;

function productEntry(product: Product, action: AuditAction, changes: AuditChanges) {
  return { action, entityType: 'product' as const, entityId: product.id, entityLabel: product.name, changes };
}

/** Creates a product and records `product.created` with its fields, in one transaction. */
export async function createProduct({ actor, values }: { actor: AuditActor; values: CreateProductValues }) {
  assertIssuedImageUrl(values.imageUrl);
  const db = await getDb();
  return db.transaction(async (tx): Promise<Product> => {
    const [product] = await tx.insert(products).values(values).returning();
    await recordAudit(tx, actor, productEntry(product!, 'product.created', createdFields(product!, PRODUCT_FIELDS)));
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
}: {
  actor: AuditActor;
  id: number;
  changes: ProductChanges;
}): Promise<Product> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    if (Object.keys(changes).length === 0) return before;
    if (changes.imageUrl !== before.imageUrl) assertIssuedImageUrl(changes.imageUrl);
    const [after] = await tx.update(products).set(changes).where(eq(products.id, id)).returning();
    const changed = diffFields(before, after!, PRODUCT_FIELDS);
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
