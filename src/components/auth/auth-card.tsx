import { BrandMark } from '@/components/layout/brand-logo';

/** The frame around the sign-in, registration and password pages. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-3xl border bg-card p-7 shadow-sm sm:p-10">
        <BrandMark className="size-10" />
        <h1 className="mt-5 text-3xl font-semibold">{title}</h1>
        {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-8 border-t pt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}
