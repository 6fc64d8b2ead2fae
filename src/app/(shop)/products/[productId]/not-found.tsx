import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function ProductNotFound() {
  return (
    <NotFoundMessage
      title="Product Not Found"
      message="This coffee is not in our catalogue, or it is no longer available."
      backHref="/products"
      backLabel="Browse all coffees"
    />
  );
}
