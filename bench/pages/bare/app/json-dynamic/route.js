import { products } from '../../lib/content';

// GET /json-dynamic: the same array serialized on every request (reference only), like a handler that reads the
// request; the data itself is built once per process, so this is Next's routing and serialization cost alone.
export const dynamic = 'force-dynamic';

const items = products();

export function GET() {
  return Response.json(items, { headers: { 'Cache-Control': 'no-store' } });
}
