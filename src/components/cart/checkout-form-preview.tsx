import { PreviewField } from '@/components/forms/preview-field';
import { Button } from '@/components/ui/button';

/** The checkout form as plain markup until its live version loads (LiveCheckoutForm draws the same fields). */
export function CheckoutFormPreview() {
  return (
    <form noValidate className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <PreviewField name="customerFirstName" label="First Name" autoComplete="given-name" />
        <PreviewField name="customerLastName" label="Last Name" autoComplete="family-name" />
      </div>
      <PreviewField name="customerEmail" label="Email" type="email" autoComplete="email" />
      <PreviewField name="customerPhone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <Button type="submit" size="lg" className="w-full">
        Place Order
      </Button>
    </form>
  );
}
