import { Catalogue } from '../catalogue';

// GET /page-static: prerendered by `next build`, served from the build output (what a cached shop page can reach).
export const dynamic = 'force-static';

export default function StaticPage() {
  return <Catalogue kind="static" />;
}
