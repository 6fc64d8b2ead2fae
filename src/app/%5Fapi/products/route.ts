import { catalogueEndpoints } from '@/lib/contracts/catalogue';
import { json, route } from '@/server/http/route';
import { readCatalogueJson } from '@/server/reads/catalogue';

// Reads nothing from the request, so the answer is cached like the catalogue page and invalidated with it.
export const dynamic = 'force-static';

// GET /_api/products
export const GET = route(catalogueEndpoints.list, async () => json(await readCatalogueJson()));
