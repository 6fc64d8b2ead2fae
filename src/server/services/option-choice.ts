import 'server-only';
import { OPTION_NOT_AVAILABLE } from '@/lib/validation/cart';
import type { Executor } from '@/server/db';
import { findDefaultOptions, findOptions, type ChosenOption } from '@/server/db/queries/product-options';
import { badRequest } from '@/server/errors';

/** A line as a buyer sends it: the option is optional (the default when absent). */
export type LineChoice = { productId: number; optionId?: number | null };

/**
 * Resolves each line's option (issue 28): the named one when it is this product's and active, else a 400 that
 * changes nothing; the product's default (first active option) when none is named. A product without an active
 * option is sold out: also a 400. Products that are not sellable are the caller's to refuse first.
 */
export async function resolveOptions(
  executor: Executor,
  lines: LineChoice[],
  productName: (productId: number) => string = (id) => `product #${id}`,
): Promise<ChosenOption[]> {
  const named = [...new Set(lines.flatMap((line) => (line.optionId ? [line.optionId] : [])))];
  const unnamed = [...new Set(lines.filter((line) => !line.optionId).map((line) => line.productId))];
  const [found, defaults] = await Promise.all([findOptions(executor, named), findDefaultOptions(executor, unnamed)]);
  const byId = new Map(found.map((option) => [option.id, option]));
  return lines.map((line) => {
    if (line.optionId) {
      const option = byId.get(line.optionId);
      if (!option || option.productId !== line.productId || !option.isActive) throw badRequest(OPTION_NOT_AVAILABLE);
      return option;
    }
    const option = defaults.get(line.productId);
    if (!option) throw badRequest(`${productName(line.productId)} is sold out.`);
    return option;
  });
}
