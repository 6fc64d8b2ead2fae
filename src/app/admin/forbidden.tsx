import type { Metadata } from 'next';
import { ForbiddenPage } from '@/components/auth/forbidden-page';

export const metadata: Metadata = { title: 'Access Denied', robots: { index: false } };

export default ForbiddenPage;
