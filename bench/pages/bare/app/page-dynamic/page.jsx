import { connection } from 'next/server';
import { Catalogue } from '../catalogue';

// GET /page-dynamic: the same page rendered on every request (reference only: what per-request rendering costs).
export default async function DynamicPage() {
  await connection();
  return <Catalogue kind="dynamic" />;
}
