import { products } from '../../lib/content';

// GET /json-static: the JSON array is produced by `next build` and served from the build output.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(products());
}
