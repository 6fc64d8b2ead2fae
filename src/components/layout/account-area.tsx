import Link from 'next/link';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Header account area. Until accounts land it offers the shop; sign-in replaces this. */
export function AccountArea() {
  return (
    <Button asChild size="sm" className="hidden sm:inline-flex">
      <Link href="/products">
        <ShoppingBag />
        Shop now
      </Link>
    </Button>
  );
}
