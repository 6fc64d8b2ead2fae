import { callEndpoint } from '@/lib/api-client';
import { catalogueEndpoints } from '@/lib/contracts/catalogue';

/** The catalogue that prices a guest cart. */
export function fetchCatalogue() {
  return callEndpoint(catalogueEndpoints.list, { fallbackError: 'Unknown error' });
}
