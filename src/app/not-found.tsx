import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist.',
};

export default function NotFound() {
  return (
    <NotFoundMessage
      showCode
      title="Page Not Found"
      message="We could not find that page. It may have moved, or the link may be mistyped."
      backHref="/"
      backLabel="Back to home"
    />
  );
}
